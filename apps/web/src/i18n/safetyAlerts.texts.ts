import { registerTexts } from './featureTexts';
import en from './safetyAlerts.en.json';
import es from './safetyAlerts.es.json';

registerTexts('safetyAlerts', en, es);
