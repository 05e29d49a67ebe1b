/**
 * The spec's user-facing messages, one constant each, quoted exactly. The web app translates
 * them by key; the server returns the English text in its error shape, with the key (they are
 * part of REFUSALS, errors/refusals.ts, with the server's own refusals).
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
  chooseFromOptions: 'Please choose from provided options',
  wholeNumber: 'This must be a whole number',
  greaterThanZero: 'This must be greater than 0',
  quantityMax:
    'This must be less than or equal to 20. If you need a higher number, please log multiple entries.',
  entryLogged: 'You just logged an entry!',
  entryUpdated: 'Entry updated successfully',
  entrySaveFailed: 'Error saving entry. Please try again later.',
  entryDeleted: 'Entry deleted successfully',
  reviewCommentsRequired: 'You must provide Review Comments if you are requesting revisions.',
  onlyLeaderCompletes: 'Only the Leader for a SchoolDog Walk can Review and Complete.',
  neighborhoodWatchMayNotSend: 'You do not have permission to send Neighborhood Watch at this school.',
  neighborhoodWatchAlreadySent: 'Neighborhood Watch has already been sent for this walk.',
  completeAssessments: 'Please complete or remove the required assessment(s).',
  reconnectForAssessments: 'Please reconnect to the internet to load and submit the required assessment(s).',
  noWalks:
    'There are no SchoolDog Walks that meet your criteria. Try refining your search or starting a new SchoolDog Walk.',
  walkCompletedDialog: 'This SchoolDog Walk has been completed',
  walkCompleted: 'SchoolDog Walk Completed',
  revisionsRequested: 'Revisions Requested',
  rubricSaveFailed: 'An error occurred while saving your changes.',
  rubricDeleteFailed: 'An error occurred while trying to delete the template.',
  noEntries:
    'There are no entries that meet your search criteria. Try updating the filters or logging an entry.',
} as const;

export type MessageKey = keyof typeof MESSAGES;
