import es from './es.json';
import offlineEs from './offline.es.json';
import syncEs from './sync.es.json';

/** The Spanish texts of the app's first script, a chunk of their own (index.ts loadLanguage). */
export const spanish = { ...es, offline: offlineEs, sync: syncEs };
