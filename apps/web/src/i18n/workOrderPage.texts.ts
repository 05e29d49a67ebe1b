import { registerTexts } from './featureTexts';
import en from './workOrderPage.en.json';
import es from './workOrderPage.es.json';

registerTexts('workOrderPage', en, es);
