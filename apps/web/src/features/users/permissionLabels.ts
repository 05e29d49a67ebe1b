import type { PermissionName } from '@schooldog/domain';
import type { TranslationKey } from '../../i18n';

/** The permission editor's sections, in the order of spec 001 §6 "Permission model". */
export const PERMISSION_GROUPS = [
  {
    id: 'entries',
    labelKey: 'manageUsers.permissions.groups.entries',
    names: [
      'log entries',
      'view entries',
      'manage entries',
      'manage other entries',
      'download entry reports',
      'send neighborhood watch',
      'view entry leaderboards',
    ],
  },
  {
    id: 'alerts',
    labelKey: 'manageUsers.permissions.groups.alerts',
    names: ['send safety alerts', 'receive safety alerts', 'manage safety alerts'],
  },
  {
    id: 'workOrders',
    labelKey: 'manageUsers.permissions.groups.workOrders',
    names: [
      'propose tasks',
      'be proposed tasks',
      'manage tasks',
      'manage tasks settings',
      'manage task users',
    ],
  },
  {
    id: 'assessments',
    labelKey: 'manageUsers.permissions.groups.assessments',
    names: [
      'record drills',
      'view assessments',
      'submit assessments',
      'manage assessments',
      'create rubrics',
      'manage rubrics',
    ],
  },
  {
    id: 'insights',
    labelKey: 'manageUsers.permissions.groups.insights',
    names: ['view data insights', 'manage data profiles', 'download administrative reports'],
  },
  {
    id: 'administration',
    labelKey: 'manageUsers.permissions.groups.administration',
    names: ['manage users', 'manage district', 'manage schools'],
  },
] as const satisfies readonly { id: string; labelKey: TranslationKey; names: readonly PermissionName[] }[];

export const PERMISSION_LABEL_KEYS = {
  'log entries': 'manageUsers.permissions.names.logEntries',
  'view entries': 'manageUsers.permissions.names.viewEntries',
  'manage entries': 'manageUsers.permissions.names.manageEntries',
  'manage other entries': 'manageUsers.permissions.names.manageOtherEntries',
  'download entry reports': 'manageUsers.permissions.names.downloadEntryReports',
  'send neighborhood watch': 'manageUsers.permissions.names.sendNeighborhoodWatch',
  'view entry leaderboards': 'manageUsers.permissions.names.viewEntryLeaderboards',
  'send safety alerts': 'manageUsers.permissions.names.sendSafetyAlerts',
  'receive safety alerts': 'manageUsers.permissions.names.receiveSafetyAlerts',
  'manage safety alerts': 'manageUsers.permissions.names.manageSafetyAlerts',
  'propose tasks': 'manageUsers.permissions.names.proposeTasks',
  'be proposed tasks': 'manageUsers.permissions.names.beProposedTasks',
  'manage tasks': 'manageUsers.permissions.names.manageTasks',
  'manage tasks settings': 'manageUsers.permissions.names.manageTasksSettings',
  'manage task users': 'manageUsers.permissions.names.manageTaskUsers',
  'record drills': 'manageUsers.permissions.names.recordDrills',
  'view assessments': 'manageUsers.permissions.names.viewAssessments',
  'submit assessments': 'manageUsers.permissions.names.submitAssessments',
  'manage assessments': 'manageUsers.permissions.names.manageAssessments',
  'create rubrics': 'manageUsers.permissions.names.createRubrics',
  'manage rubrics': 'manageUsers.permissions.names.manageRubrics',
  'view data insights': 'manageUsers.permissions.names.viewDataInsights',
  'manage data profiles': 'manageUsers.permissions.names.manageDataProfiles',
  'download administrative reports': 'manageUsers.permissions.names.downloadAdministrativeReports',
  'manage users': 'manageUsers.permissions.names.manageUsers',
  'manage district': 'manageUsers.permissions.names.manageDistrict',
  'manage schools': 'manageUsers.permissions.names.manageSchools',
} as const satisfies Record<PermissionName, TranslationKey>;
