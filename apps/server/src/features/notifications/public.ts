/* What other features use of notifications: the one way to tell people something, and what reached them. */
export { type Notification, notify } from './notify.js';
export { deliveriesOf } from './delivered.js';
