/* What other features use of setup. */
export { createSetupProbe } from './service.js';
