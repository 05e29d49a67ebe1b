/** What another feature's tests may use of Work Order Settings: the demo boards to put work orders on. */
export { seedDemoTasksSettings } from './demo.js';
