export { WorkOrdersGuard } from './WorkOrdersGuard';
export { WorkOrdersPage } from './WorkOrdersPage';
