/* What other features use of notifications: the one way to tell people something. */
export { type Notification, notify } from './notify.js';
