/** Every safety alert query starts with 'safetyAlerts', so one invalidation refreshes lists, alerts and the count. */
export const safetyAlertKeys = {
  all: ['safetyAlerts'] as const,
  /** GET /api/safety-alerts?…: `search` is the tab and filters as a query string. */
  list: (search: string) => ['safetyAlerts', 'list', search] as const,
  /** GET /api/safety-alerts/:id: the alert with its recipients. */
  detail: (id: string) => ['safetyAlerts', 'detail', id] as const,
  /** GET /api/safety-alerts/unread: the Alerts button's count. */
  unread: () => ['safetyAlerts', 'unread'] as const,
  /** GET /api/safety-alerts/recipients?schoolId=: who may receive an alert at the school. */
  recipients: (schoolId: string) => ['safetyAlerts', 'recipients', schoolId] as const,
};
