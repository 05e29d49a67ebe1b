import type { TEntry } from '@schooldog/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { useToast } from '../../ui/toast';
import { changedFields, type EntryDraft } from './entryForm';
import { useCreateEntry, useUpdateEntry } from './queries';

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
    upload: (entryId: string) => Promise<string[]>;
    keptPaths: string[];
    hasNewPictures: boolean;
  };
  onSaved: () => void;
  onFieldErrors: (fields: Readonly<Record<string, string>>) => void;
}

/**
 * Saving the log / edit entry dialog: pictures first, then the entry; an edit sends only what
 * changed, and an edit without changes just closes. One save at a time, so a double click
 * cannot log two entries.
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
  const createEntry = useCreateEntry();
  const updateEntry = useUpdateEntry();
  const isSavingRef = useRef(false);
  const [isSaving, setSaving] = useState(false);

  const saveEdit = async (current: TEntry, draft: EntryDraft) => {
    const planned = changedFields(current, { ...draft, imagePaths: pictures.keptPaths });
    // "An update with no changes closes the dialog": nothing is sent.
    if (!pictures.hasNewPictures && Object.keys(planned).length === 0) return;
    const imagePaths = await pictures.upload(current.id);
    await updateEntry.mutateAsync({
      id: current.id,
      changes: changedFields(current, { ...draft, imagePaths }),
    });
    toast.success(t('messages.entryUpdated'));
  };

  const saveNew = async (draft: EntryDraft) => {
    const imagePaths = await pictures.upload(newEntryId);
    const created = await createEntry.mutateAsync({
      id: newEntryId,
      ...draft,
      imagePaths,
      timestamp: openedAt,
      ...(walkId ? { walkId } : {}),
    });
    toast.success(t('messages.entryLogged'), {
      label: t('entries.dialog.view'),
      onClick: () => void navigate(`/entries/${created.id}`),
    });
  };

  const save = async (draft: EntryDraft) => {
    if (isSavingRef.current) return;
    isSavingRef.current = true;
    setSaving(true);
    try {
      if (entry) await saveEdit(entry, draft);
      else await saveNew(draft);
      onSaved();
    } catch (error) {
      if (error instanceof ApiError) onFieldErrors(error.fields);
      toast.error(t('messages.entrySaveFailed'));
    } finally {
      isSavingRef.current = false;
      setSaving(false);
    }
  };

  return { save, isSaving };
}
