/** The code of a 401 for a session the server ended for inactivity: the web signs out with the spec's toast. */
export const SIGNED_OUT_INACTIVE = 'signed_out_inactive';

/** The code of a sign-in refused because the account is archived: the web shows the spec's message. */
export const ACCOUNT_ARCHIVED = 'ACCOUNT_ARCHIVED';
