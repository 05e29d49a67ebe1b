import type { TEntry, TEntryWorkOrderDraft, TSyncRefusal, TUpdateEntryRequest } from '@schooldog/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isOffline } from '../../offline/connectivity';
import type { WriteOutcome } from '../../offline/mutations';
import { useOutboxWrites } from '../../offline/useOutboxWrites';
import { useToast } from '../../ui/toast';
import { changedFields, type EntryAlertDraft, type EntryDraft, type EntryFormOutput } from './entryForm';

interface SaveEntryOptions {
  /** The entry being edited; null when logging a new one. */
  entry: TEntry | null;
  /** The id of a new entry, made once when the dialog opens so a retried save creates it once. */
  newEntryId: string;
  /** When the dialog opened: the time of the observation. */
  openedAt: string;
  /** A new entry logged in a walk. */
  walkId?: string | null;
  pictures: {
    store: (entryId: string) => Promise<string[]>;
    keptPaths: string[];
    hasNewPictures: boolean;
  };
  onSaved: () => void;
  onFieldErrors: (fields: Readonly<Record<string, string>>) => void;
}

/** The server refused the save; the dialog stays open with the user's input. */
class SaveRefused extends Error {
  constructor(readonly refusal: TSyncRefusal) {
    super(refusal.message);
  }
}

function throwIfRefused(outcome: WriteOutcome): void {
  if (outcome.status === 'refused') throw new SaveRefused(outcome.error);
}

/** Every field of the dialog: what an offline edit sends (spec 000 §4 "Entry": "offline: all fields"). */
function allFields(draft: EntryDraft, imagePaths: string[]): TUpdateEntryRequest {
  return { ...draft, imagePaths };
}

/**
 * Saving the log / edit entry dialog through the outbox: new pictures stay on the device for the
 * picture queue, the entry is queued and pushed. Online the dialog waits for the server and shows
 * a refusal as before; offline it closes at once. An edit without changes just closes. One save at
 * a time, so a double click cannot log two entries.
 */
export function useSaveEntry({
  entry,
  newEntryId,
  openedAt,
  walkId = null,
  pictures,
  onSaved,
  onFieldErrors,
}: SaveEntryOptions) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const writes = useOutboxWrites();
  const isSavingRef = useRef(false);
  const [isSaving, setSaving] = useState(false);

  const saveEdit = async (current: TEntry, draft: EntryDraft, workOrders: TEntryWorkOrderDraft[]) => {
    const planned = changedFields(current, { ...draft, imagePaths: pictures.keptPaths });
    // "An update with no changes closes the dialog": nothing is sent.
    if (!pictures.hasNewPictures && Object.keys(planned).length === 0 && workOrders.length === 0) return;
    const imagePaths = await pictures.store(current.id);
    const changes = {
      ...(isOffline() ? allFields(draft, imagePaths) : changedFields(current, { ...draft, imagePaths })),
      ...(workOrders.length > 0 ? { tasksToAddOnSubmission: workOrders } : {}),
    };
    throwIfRefused(await writes.queue('entry.update', { id: current.id, changes }));
    toast.success(t('messages.entryUpdated'));
  };

  // The alert goes with the entry, online or through the outbox, as the create request has it.
  const saveNew = async (
    draft: EntryDraft,
    safetyAlert: EntryAlertDraft | null,
    workOrders: TEntryWorkOrderDraft[],
  ) => {
    const imagePaths = await pictures.store(newEntryId);
    throwIfRefused(
      await writes.queue('entry.create', {
        id: newEntryId,
        ...draft,
        ...safetyAlert,
        imagePaths,
        timestamp: openedAt,
        ...(walkId ? { walkId } : {}),
        // Made in the entry's write, once however often the outbox sends it.
        ...(workOrders.length > 0 ? { tasksToAddOnSubmission: workOrders } : {}),
      }),
    );
    toast.success(t('messages.entryLogged'), {
      label: t('entries.dialog.view'),
      onClick: () => void navigate(`/entries/${newEntryId}`),
    });
  };

  /** Saves the entry, with the work orders drafted in the dialog (made with it). */
  const save = async (
    { safetyAlert, ...draft }: EntryFormOutput,
    workOrders: TEntryWorkOrderDraft[] = [],
  ) => {
    if (isSavingRef.current) return;
    isSavingRef.current = true;
    setSaving(true);
    try {
      if (entry) await saveEdit(entry, draft, workOrders);
      else await saveNew(draft, safetyAlert, workOrders);
      onSaved();
    } catch (error) {
      if (error instanceof SaveRefused) onFieldErrors(error.refusal.fields ?? {});
      else console.warn('saving the entry failed', error);
      toast.error(t('messages.entrySaveFailed'), { cause: error });
    } finally {
      isSavingRef.current = false;
      setSaving(false);
    }
  };

  return { save, isSaving };
}
