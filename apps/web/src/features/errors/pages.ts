export { MaintenancePage } from './MaintenancePage';
export { NotFoundPage } from './NotFoundPage';
export { UnexpectedErrorPage } from './UnexpectedErrorPage';
