import {
  type AssessmentSubject,
  canAnswerAssessment,
  canDeleteAssessment,
  canSubmitAssessment,
  type TAssessment,
  type TUpdateAssessmentRequest,
} from '@schooldog/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribeToLiveEvents } from '../../../api/liveEvents';
import { translateRefusal } from '../../../i18n/serverMessages';
import type { WriteOutcome } from '../../../offline/mutations';
import { listMutations } from '../../../offline/outbox';
import { requestSync, whenSyncSettled } from '../../../offline/syncLoop';
import { useOutboxWrites } from '../../../offline/useOutboxWrites';
import { useToast } from '../../../ui/toast';
import { useCurrentUser } from '../../auth/currentUser';
import { resolvedPermissionsOf } from '../../auth/permissions';
import { walkQuery } from '../../walks/queries';
import { assessmentKeys } from '../keys';
import '../../../i18n/assessmentEdit.texts';

/** What the rules allow the signed-in user with this assessment; a walk's wait for the walk. */
export function useAssessmentRights(assessment: TAssessment | null | undefined) {
  const me = useCurrentUser();
  const walkId = assessment?.walkId ?? null;
  const walk = useQuery({ ...walkQuery(walkId ?? ''), enabled: walkId !== null });
  return useMemo(() => {
    const none = { canAnswer: false, canSubmit: false, canDelete: false, isWalkLoading: false };
    if (!assessment) return none;
    if (walkId && !walk.data) return { ...none, isWalkLoading: walk.isPending };
    const viewer = { userId: me.user.id, permissions: resolvedPermissionsOf(me) };
    const subject: AssessmentSubject = {
      schoolId: assessment.schoolId,
      status: assessment.status,
      createdByUserId: assessment.createdByUserId,
      isDeleted: assessment.isDeleted,
      walk: walk.data ?? null,
    };
    return {
      canAnswer: canAnswerAssessment(viewer, subject),
      canSubmit: canSubmitAssessment(viewer, subject),
      canDelete: canDeleteAssessment(viewer, subject),
      isWalkLoading: false,
    };
  }, [assessment, walkId, walk.data, walk.isPending, me]);
}

/**
 * The answers and updates, through the outbox (`assessment.answer`, `assessment.update`): shown
 * at once by the overlay, applied exactly once, kept across a reload and offline. A refusal is
 * told in a toast, and the overlay drops the change with it.
 */
export function useAnsweringWrites(assessmentId: string) {
  const { t } = useTranslation();
  const toast = useToast();
  const writes = useOutboxWrites();
  const told = useCallback(
    (outcome: WriteOutcome) => {
      if (outcome.status === 'refused') toast.error(translateRefusal(t, outcome.error));
    },
    [t, toast],
  );
  const failed = useCallback(
    (error: unknown) => toast.error(t('assessmentEdit.saveFailed'), { cause: error }),
    [t, toast],
  );
  return useMemo(
    () => ({
      answer: (questionId: string, answerId: string | null) => {
        writes.queue('assessment.answer', { id: assessmentId, questionId, answerId }).then(told, failed);
      },
      update: (changes: TUpdateAssessmentRequest) => {
        writes.queue('assessment.update', { id: assessmentId, changes }).then(told, failed);
      },
    }),
    [writes, assessmentId, told, failed],
  );
}

/** Whether this user's device still holds unsent changes of the assessment, after one push attempt. */
export async function hasUnsentChanges(userId: string, assessmentId: string): Promise<boolean> {
  const ofAssessment = async () =>
    (await listMutations(userId)).some(
      (mutation) =>
        mutation.name.startsWith('assessment.') && (mutation.args as { id?: unknown }).id === assessmentId,
    );
  if (!(await ofAssessment())) return false;
  requestSync();
  await whenSyncSettled();
  return ofAssessment();
}

/**
 * An open assessment stays live: the server's 'assessment' changes are its feature's live update;
 * an entry logged elsewhere in its walk may link to a question, so entry changes read it again too.
 */
export function useLiveAssessment(assessmentId: string, walkId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!walkId) return;
    return subscribeToLiveEvents({
      onChange: (change) => {
        if (change.type === 'entry')
          void queryClient.invalidateQueries({ queryKey: assessmentKeys.detail(assessmentId) });
      },
      onReconnect: () =>
        void queryClient.invalidateQueries({ queryKey: assessmentKeys.detail(assessmentId) }),
    });
  }, [queryClient, assessmentId, walkId]);
}
