import { registerTexts } from './featureTexts';
import en from './recurringWorkOrders.en.json';
import es from './recurringWorkOrders.es.json';

registerTexts('recurringWorkOrders', en, es);
