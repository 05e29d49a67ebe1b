export { SafetyAlertPage } from './detail/SafetyAlertPage';
export { SafetyAlertsPage } from './list/SafetyAlertsPage';
export { SafetyAlertsGuard } from './SafetyAlertsGuard';
