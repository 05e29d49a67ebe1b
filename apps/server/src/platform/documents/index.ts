/*
 * The downloads' documents (CSV exports, PDF reports): how every feature writes them. Features
 * pass plain data in (text, rows, picture keys, the district's name and time zone); nothing here
 * knows an entry, a walk or an assessment.
 */
export { csvLine, csvStream, safeCell, zonedDateTime } from './csv.js';
export { districtDay, districtDateTime } from './district-day.js';
export {
  aside,
  body,
  boldLine,
  divider,
  heading,
  itemTitle,
  keepRoom,
  newReport,
  pictureRow,
  type ReportDistrict,
  reportDistrict,
} from './pdf.js';
