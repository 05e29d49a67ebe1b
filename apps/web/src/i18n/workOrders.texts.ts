import { registerTexts } from './featureTexts';
import en from './workOrders.en.json';
import es from './workOrders.es.json';

registerTexts('workOrders', en, es);
