import assessmentEditEs from './assessmentEdit.es.json';
import es from './es.json';
import offlineEs from './offline.es.json';
import recurringWorkOrdersEs from './recurringWorkOrders.es.json';
import rubricsEs from './rubrics.es.json';
import safetyAlertsEs from './safetyAlerts.es.json';
import syncEs from './sync.es.json';
import tasksSettingsEs from './tasksSettings.es.json';
import workOrderPageEs from './workOrderPage.es.json';
import workOrdersEs from './workOrders.es.json';

/** The Spanish texts, a chunk of their own (index.ts loadLanguage). */
export const spanish = {
  ...es,
  offline: offlineEs,
  sync: syncEs,
  assessmentEdit: assessmentEditEs,
  rubrics: rubricsEs,
  safetyAlerts: safetyAlertsEs,
  tasksSettings: tasksSettingsEs,
  workOrderPage: workOrderPageEs,
  workOrders: workOrdersEs,
  recurringWorkOrders: recurringWorkOrdersEs,
};
