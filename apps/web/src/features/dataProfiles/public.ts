/* What other features use of data profiles: the location picker of the entry and work order dialogs. */
export { LocationPicker, type LocationPickerProps } from './LocationPicker';
export type { LocationValue } from './locationChoice';
