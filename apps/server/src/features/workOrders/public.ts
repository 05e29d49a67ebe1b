/* What other features use of work orders: whether a work order's picture may be read (files). */
export { mayReadWorkOrderPicture } from './pictures.js';
/* Recurring work orders make theirs through the one create, with its rules, numbers and notifications. */
export { createWorkOrder } from './create.js';
/* Data profiles list the work orders at a room on its page. */
export { workOrdersAtOption } from './at-option.js';
