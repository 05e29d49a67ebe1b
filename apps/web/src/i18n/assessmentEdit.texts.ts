import { registerTexts } from './featureTexts';
import en from './assessmentEdit.en.json';
import es from './assessmentEdit.es.json';

registerTexts('assessmentEdit', en, es);
