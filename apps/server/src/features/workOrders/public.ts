/* What other features use of work orders: whether a work order's picture may be read (files). */
export { mayReadWorkOrderPicture } from './pictures.js';
