import { registerTexts } from './featureTexts';
import en from './rubrics.en.json';
import es from './rubrics.es.json';

registerTexts('rubrics', en, es);
