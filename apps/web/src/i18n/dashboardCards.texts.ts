import { registerTexts } from './featureTexts';
import en from './dashboardCards.en.json';
import es from './dashboardCards.es.json';

registerTexts('dashboardCards', en, es);
