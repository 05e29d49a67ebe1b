/**
 * The spec's user-facing messages, one constant each, quoted exactly. The web app translates
 * them by key; the server returns the English text in its error shape.
 */
export const MESSAGES = {
  required: 'Required',
  fieldRequired: 'This field is required',
  invalidCredentials: 'The email / password combination is invalid.',
  invalidActionLink: 'The action link is invalid.',
  validEmail: 'Please enter a valid email',
  autoSignedOut: 'You were automatically signed out due to inactivity',
  changesMayNotBeSaved: 'Changes may not be saved',
  pageNotFound: 'Page Not Found',
  errorOccurred: 'An Error Ocurred',
  maintenance: 'We will be back soon',
} as const;

export type MessageKey = keyof typeof MESSAGES;
