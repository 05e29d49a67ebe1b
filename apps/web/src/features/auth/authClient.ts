import { magicLinkClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/** better-auth on the same origin under /api/auth; the session is an HttpOnly cookie. */
export const authClient = createAuthClient({
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: '/api/auth',
  plugins: [magicLinkClient()],
  fetchOptions: {
    // better-auth keeps the fetch it saw at start-up; look it up per call so a replaced fetch (tests) is used.
    customFetchImpl: (input, init) => fetch(input, init),
  },
});
