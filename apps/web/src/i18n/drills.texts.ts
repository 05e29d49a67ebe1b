import { registerTexts } from './featureTexts';
import en from './drills.en.json';
import es from './drills.es.json';

registerTexts('drills', en, es);
