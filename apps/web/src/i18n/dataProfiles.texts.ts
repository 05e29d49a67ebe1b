import { registerTexts } from './featureTexts';
import en from './dataProfiles.en.json';
import es from './dataProfiles.es.json';

registerTexts('dataProfiles', en, es);
