// Loaded with the first refusal (client.ts parseErrorBody).
export { ZErrorResponse } from '@schooldog/domain';
