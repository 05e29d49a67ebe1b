import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatCsv,
  readUserImport,
  type TUserAdminOptions,
  type TUserImportPreview,
  USER_IMPORT_COLUMNS,
} from '@schooldog/domain';
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateServerMessage } from '../../i18n/serverMessages';
import { useConnectivity } from '../../offline/connectivity';
import { AppDialog } from '../../ui/AppDialog';
import { useToast } from '../../ui/toast';
import { previewUserImport } from './api';
import { ImportPreviewTable } from './ImportPreviewTable';
import { useImportUsers } from './queries';

interface ImportUsersDialogProps {
  options: TUserAdminOptions;
  onClose: () => void;
}

interface ChosenFile {
  name: string;
  text: string;
  /** The domain parser's reading, at once; without the addresses already in use. */
  preview: TUserImportPreview;
}

/** A template with the columns and one example row, at the district's first school. */
function templateHref(options: TUserAdminOptions): string {
  const school = options.schools[0]?.name ?? '';
  const csv = formatCsv([
    USER_IMPORT_COLUMNS,
    ['Jordan', 'Lee', 'jordan.lee@district.example', 'Assistant Principal', 'Assistant Principal', school],
  ]);
  return `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`;
}

/**
 * Import from CSV (issue 13 point 5): choose a file, see every row with its errors (the domain's
 * reading at once, then the server's, which also knows the addresses in use), import only when no
 * row is in error.
 */
export function ImportUsersDialog({ options, onClose }: ImportUsersDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const { isOffline } = useConnectivity();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [readFailed, setReadFailed] = useState(false);
  const serverPreview = useMutation({ mutationFn: previewUserImport });
  const importUsers = useImportUsers();
  const template = useMemo(() => templateHref(options), [options]);

  // The server's answer is for the file on screen only (a newer choice resets it).
  const preview = serverPreview.data ?? file?.preview ?? null;
  const isChecking = serverPreview.isPending;
  const rowCount = preview?.rows.length ?? 0;
  const canImport =
    !isOffline &&
    serverPreview.isSuccess &&
    preview !== null &&
    preview.fileError === null &&
    preview.rowsWithErrors === 0 &&
    rowCount > 0;

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    serverPreview.reset();
    setReadFailed(false);
    let text: string;
    try {
      text = await chosen.text();
    } catch {
      setReadFailed(true);
      setFile(null);
      return;
    }
    setFile({
      name: chosen.name,
      text,
      preview: readUserImport(text, { schools: options.schools, existingEmails: new Set() }),
    });
    if (!isOffline) serverPreview.mutate(text);
  };

  const handleImport = async () => {
    if (!file) return;
    try {
      const result = await importUsers.mutateAsync(file.text);
      toast.success(t('manageUsers.import.imported', { count: result.imported }));
      onClose();
    } catch (error) {
      toast.error(t('manageUsers.import.failed'), { cause: error });
      // Something changed since the preview (e.g. an address now in use): show the rows again.
      serverPreview.mutate(file.text);
    }
  };

  return (
    <AppDialog
      isOpen
      width="user"
      title={t('manageUsers.import.title')}
      onClose={importUsers.isPending ? () => undefined : onClose}
      actions={
        <>
          <Button onClick={onClose} disabled={importUsers.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="contained"
            disabled={!canImport}
            loading={importUsers.isPending}
            onClick={() => void handleImport()}
          >
            {t('manageUsers.import.submit', { count: rowCount })}
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        {isOffline ? <Alert severity="warning">{t('messages.usersOffline')}</Alert> : null}
        <Typography>{t('manageUsers.import.intro')}</Typography>
        <Link href={template} download="schooldog-users-template.csv" sx={{ alignSelf: 'flex-start' }}>
          {t('manageUsers.import.template')}
        </Link>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            hidden
            aria-label={t('manageUsers.import.choose')}
            onChange={(event) => void handleFile(event)}
          />
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => inputRef.current?.click()}>
            {t('manageUsers.import.choose')}
          </Button>
          {file ? (
            <Typography color="text.secondary">
              {t('manageUsers.import.chosen', { name: file.name })}
            </Typography>
          ) : null}
        </Stack>
        {readFailed ? <Alert severity="error">{t('manageUsers.import.readFailed')}</Alert> : null}
        {serverPreview.isError ? <Alert severity="error">{t('manageUsers.import.failed')}</Alert> : null}
        {preview ? <PreviewSummary preview={preview} isChecking={isChecking} /> : null}
        {preview && preview.fileError === null ? <ImportPreviewTable rows={preview.rows} /> : null}
      </Stack>
    </AppDialog>
  );
}

function PreviewSummary({ preview, isChecking }: { preview: TUserImportPreview; isChecking: boolean }) {
  const { t } = useTranslation();
  if (preview.fileError !== null) {
    return <Alert severity="error">{translateServerMessage(t, preview.fileError)}</Alert>;
  }
  return (
    <Stack spacing={1} role="status">
      {preview.rowsWithErrors > 0 ? (
        <Alert severity="error">
          {t('manageUsers.import.rowsInError', { count: preview.rowsWithErrors })}
        </Alert>
      ) : isChecking ? null : (
        <Alert severity="success">{t('manageUsers.import.ready', { count: preview.rows.length })}</Alert>
      )}
      {isChecking ? <Typography color="text.secondary">{t('manageUsers.import.checking')}</Typography> : null}
    </Stack>
  );
}
