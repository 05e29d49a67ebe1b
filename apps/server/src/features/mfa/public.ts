/* What other features use of mfa. */
export { secondStepForSignInLinks, sendSignInCode } from './sign-in.js';
