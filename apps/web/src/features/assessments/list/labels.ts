import type { AssessmentStatus } from '@schooldog/domain';

/** Status chips of assessments (spec 000 §4 "Assessment": created, submitted, editing). */
export const ASSESSMENT_STATUS_LABEL_KEYS = {
  created: 'assessmentViews.status.created',
  submitted: 'assessmentViews.status.submitted',
  editing: 'assessmentViews.status.editing',
} as const satisfies Record<AssessmentStatus, string>;

export const ASSESSMENT_STATUS_COLORS = {
  created: 'default',
  submitted: 'success',
  editing: 'warning',
} as const satisfies Record<AssessmentStatus, 'default' | 'success' | 'warning'>;
