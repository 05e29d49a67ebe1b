/** Who reaches the entries explorer and its single-entry page (spec 000 §2 "Navigation menu": view or log entries). */
export const ENTRIES_PERMISSION = 'view entries|log entries';
