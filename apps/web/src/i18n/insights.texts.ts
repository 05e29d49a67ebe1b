import { registerTexts } from './featureTexts';
import en from './insights.en.json';
import es from './insights.es.json';

registerTexts('insights', en, es);
