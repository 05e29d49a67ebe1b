/**
 * The Work Order Staff section's refusals (our words; the spec gives none). Part of REFUSALS, so
 * the web translates them by key.
 */
export const WORK_ORDER_STAFF_MESSAGES = {
  mayNotManageStaff: 'Creating or editing work order staff needs manage task users.',
  notEditableStaff: 'This user is edited in user administration.',
  staffRoleOnly: 'Work order staff are maintenance staff or custodial staff.',
  staffPermissionsOnly: 'Here you may only change the work order permissions.',
  staffSchoolsOutsideGrant:
    'You may only give work order permissions at schools where you manage task users.',
  staffBoardUnknown: 'Choose boards from the Work Order Settings.',
} as const;
