import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSameFile, screenAttachments, useAttachmentUploader } from '../attachmentsApi';

export interface AttachmentUploads {
  /** The files chosen, in the order chosen; sent once the work order is saved. */
  files: readonly File[];
  /** One sentence per file last refused (its type, its size), before anything is sent. */
  refusals: readonly string[];
  add: (chosen: readonly File[]) => void;
  remove: (file: File) => void;
  /** Sends every chosen file to the saved work order; a failure toasts and the rest go on. */
  uploadAll: (workOrderId: string) => Promise<number>;
}

/**
 * The work order dialog's attachments (spec 001 §2, §5): chosen while the dialog is open, a file
 * chosen twice (same name and modified time) kept once, and uploaded after the save succeeds.
 */
export function useAttachmentUploads(): AttachmentUploads {
  const { t } = useTranslation();
  const upload = useAttachmentUploader();
  const [files, setFiles] = useState<readonly File[]>([]);
  const [refusals, setRefusals] = useState<readonly string[]>([]);

  const add = (chosen: readonly File[]) => {
    const { accepted, refusals: refused } = screenAttachments(t, chosen);
    setRefusals(refused);
    setFiles((current) =>
      accepted.reduce<readonly File[]>(
        (kept, file) => (kept.some((one) => isSameFile(one, file)) ? kept : [...kept, file]),
        current,
      ),
    );
  };

  const remove = (file: File) => setFiles((current) => current.filter((one) => one !== file));

  const uploadAll = (workOrderId: string) =>
    files.length === 0 ? Promise.resolve(0) : upload(workOrderId, files);

  return { files, refusals, add, remove, uploadAll };
}
