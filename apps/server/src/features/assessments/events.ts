import type { AssessmentStatus, ChangeOf } from '@schooldog/domain';
import type { WalkAudience } from '../walks/public.js';
import type { AssessmentRow } from './tables.js';

/*
 * What the assessments feature tells the rest: domain events inside the write (the walk keeps its
 * list of assessments and its score by them) and the live change sent after commit.
 */

/** An assessment changed; who may hear of it is what canViewAssessment reads (as if not deleted). */
export interface AssessmentChangeEvent extends ChangeOf<'assessment'> {
  schoolId: string;
  status: AssessmentStatus;
  createdByUserId: string;
  walk: WalkAudience | null;
}

declare module '../../platform/events.js' {
  interface LiveChangeMap {
    assessment: AssessmentChangeEvent;
  }
}

declare module '../../core/domain-events.js' {
  interface DomainEventMap {
    /** An assessment was begun (inside a walk when walkId is set). */
    'assessment.created': { assessment: AssessmentRow };
    /** An assessment was deleted (softly). */
    'assessment.deleted': { assessment: AssessmentRow };
    /** The walk's score, the rounded mean of its submitted assessments, is now this (null: none). */
    'assessment.walkScored': { walkId: string; score: number | null };
  }
}
