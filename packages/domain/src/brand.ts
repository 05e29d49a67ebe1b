/** The product name shown to users; one constant so a deployment can rebrand (spec README). */
export const PRODUCT_NAME = 'SchoolDog';
/** Theme primary colour (spec 001 §9). */
export const PRIMARY_COLOR = '#1B7476';
/** Product version (spec 001 §9); the server reports it so clients can detect updates. */
export const PRODUCT_VERSION = '0.1.0';
