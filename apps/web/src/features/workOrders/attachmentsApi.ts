import { type TWorkOrderDetail, workOrderAttachmentProblem, ZWorkOrderDetail } from '@schooldog/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../api/client';
import { translateServerMessage } from '../../i18n/serverMessages';
import { useToast } from '../../ui/toast';
import { workOrderKeys } from './keys';
import '../../i18n/workOrderPage.texts';

/*
 * A work order's attachments (spec 001 §5, §8; the server's attachment-routes.ts): each file is
 * sent on its own, online only, as the raw body of POST .../attachments?name={file name}; a
 * deleted one stays in the list, marked (soft delete).
 */

const attachmentsPath = (workOrderId: string) =>
  `/api/work-orders/${encodeURIComponent(workOrderId)}/attachments`;

export function uploadWorkOrderAttachment(workOrderId: string, file: File): Promise<TWorkOrderDetail> {
  return apiFetch(`${attachmentsPath(workOrderId)}?name=${encodeURIComponent(file.name)}`, {
    schema: ZWorkOrderDetail,
    method: 'POST',
    body: file,
  });
}

/** The same file chosen twice (spec 001 §5: same name and modified time) is ignored. */
export const isSameFile = (a: File, b: File) => a.name === b.name && a.lastModified === b.lastModified;

/**
 * The chosen files the domain's rule lets through (type by name, size), and for each refused one
 * a sentence naming it and why, before anything is sent.
 */
export function screenAttachments(t: TFunction, files: readonly File[]) {
  const accepted: File[] = [];
  const refusals: string[] = [];
  for (const file of files) {
    const problem = workOrderAttachmentProblem(file);
    if (problem === null) accepted.push(file);
    else
      refusals.push(
        t('workOrderPage.attachmentRefused', {
          name: file.name,
          reason: translateServerMessage(t, problem),
        }),
      );
  }
  return { accepted, refusals };
}

/**
 * The answer of a write is the work order's page as it is now (set at once); the lists and board
 * read again, as pageApi.ts does after its writes.
 */
const invalidateOthers = (queryClient: QueryClient, workOrderId: string) =>
  queryClient.invalidateQueries({
    queryKey: workOrderKeys.all,
    predicate: (query) => query.queryKey[1] !== 'detail' || query.queryKey[2] !== workOrderId,
  });

/**
 * Sends files to a work order one after another: a failure says 'Failed to add attachment: {name}'
 * and the rest go on (spec 001 §8); then the lists read again. It needs nothing of
 * the component after it starts, so a dialog may close while it runs.
 */
export function useAttachmentUploader() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  return useCallback(
    async (workOrderId: string, files: readonly File[]): Promise<number> => {
      let added = 0;
      for (const file of files) {
        try {
          const detail = await uploadWorkOrderAttachment(workOrderId, file);
          queryClient.setQueryData(workOrderKeys.detail(workOrderId), detail);
          added += 1;
        } catch (error) {
          toast.error(t('messages.workOrderAttachmentFailed', { name: file.name }), { cause: error });
        }
      }
      if (added > 0) await invalidateOthers(queryClient, workOrderId);
      return added;
    },
    [queryClient, toast, t],
  );
}

/** DELETE .../attachments/:attachmentId: marks it deleted; the page shows the answer at once. */
export function useDeleteWorkOrderAttachment(workOrderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attachmentId: string) =>
      apiFetch(`${attachmentsPath(workOrderId)}/${encodeURIComponent(attachmentId)}`, {
        schema: ZWorkOrderDetail,
        method: 'DELETE',
      }),
    onSuccess: (detail) => {
      queryClient.setQueryData(workOrderKeys.detail(workOrderId), detail);
      void invalidateOthers(queryClient, workOrderId);
    },
  });
}
