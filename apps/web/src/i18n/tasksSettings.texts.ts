import { registerTexts } from './featureTexts';
import en from './tasksSettings.en.json';
import es from './tasksSettings.es.json';

registerTexts('tasksSettings', en, es);
