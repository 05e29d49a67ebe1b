import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  canChangeEntry,
  DIALOG_WIDTHS,
  newId,
  type TEntry,
  type TObservationSettings,
} from '@schooldog/domain';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isWaitingForNetwork, NotSavedOnDevice } from '../../offline/OfflineNotice';
import { useDiscardConfirmation } from '../../ui/AppDialog';
import { useCurrentUser } from '../auth/currentUser';
import { safetyAlertOfferOf } from '../safetyAlerts/access';
import { useWalkViewer } from '../walks/walk/useWalkViewer';
import { DeleteEntryDialog } from './DeleteEntryDialog';
import { EntryFields } from './EntryFields';
import { draftsToSend, type EntryWorkOrderItem } from './entryWorkOrders';
import { EntryWorkOrdersField } from './EntryWorkOrdersField';
import {
  type EntryFormApi,
  type EntryFormOutput,
  type EntryFormValues,
  entryFormSchema,
  entryFormValues,
  type PresetLocation,
} from './entryForm';
import { schoolsWhere } from './labels';
import { useObservationSettings } from '../observation-settings/queries';
import { hasCamera, usePictures } from './usePictures';
import { useSaveEntry } from './useSaveEntry';

export interface EntryDialogProps {
  /** Edit this entry; without it the dialog logs a new one. */
  entry?: TEntry | null;
  /** The school of a new entry when known (e.g. on a walk); otherwise the dialog asks for it. */
  schoolId?: string | null;
  /** Log the new entry in this walk (spec 000 §2 "Walk screen"). */
  walkId?: string | null;
  /** Start a new entry in this observation category (a walk's category tile). */
  categoryId?: string | null;
  /** Start a new entry at this location (a room label's QR code). */
  location?: PresetLocation | null;
  onClose: () => void;
  /** After the entry was deleted from the dialog. */
  onDeleted?: () => void;
}

/** The log / edit entry dialog (spec 000 §2): 528 px wide, full screen on phones. Mount it to open it. */
export function EntryDialog({
  entry = null,
  schoolId = null,
  walkId = null,
  categoryId = null,
  location = null,
  onClose,
  onDeleted,
}: EntryDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const settings = useObservationSettings();
  const [isBusy, setBusy] = useState(false);
  const [isDirty, setDirty] = useState(false);
  const discard = useDiscardConfirmation(isDirty, onClose);
  const title = entry ? t('entries.dialog.editTitle') : t('entries.dialog.logTitle');

  return (
    <Dialog
      open
      onClose={isBusy ? undefined : discard.requestClose}
      aria-labelledby={titleId}
      fullScreen={isPhone}
      fullWidth
      slotProps={{ paper: { sx: isPhone ? undefined : { maxWidth: DIALOG_WIDTHS.default } } }}
    >
      {settings.data ? (
        <EntryForm
          settings={settings.data}
          entry={entry}
          presetSchoolId={schoolId}
          walkId={walkId}
          presetCategoryId={categoryId}
          presetLocation={location}
          title={title}
          titleId={titleId}
          onBusyChange={setBusy}
          onDirtyChange={setDirty}
          onClose={onClose}
          onDeleted={onDeleted}
        />
      ) : (
        <>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent>
            {settings.isError ? (
              <Alert severity="error">{t('entries.dialog.settingsFailed')}</Alert>
            ) : isWaitingForNetwork(settings) ? (
              <NotSavedOnDevice />
            ) : (
              <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
                <CircularProgress aria-label={t('common.loading')} />
              </Box>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
          </DialogActions>
        </>
      )}
      {discard.confirmation}
    </Dialog>
  );
}

interface EntryFormProps {
  settings: TObservationSettings;
  entry: TEntry | null;
  presetSchoolId: string | null;
  walkId: string | null;
  presetCategoryId: string | null;
  presetLocation: PresetLocation | null;
  title: string;
  titleId: string;
  onBusyChange: (isBusy: boolean) => void;
  /** Whether something typed or a picture added is not saved yet (Escape then asks first). */
  onDirtyChange: (isDirty: boolean) => void;
  onClose: () => void;
  onDeleted?: () => void;
}

function EntryForm(props: EntryFormProps) {
  const { settings, entry, presetSchoolId, title, titleId, onClose } = props;
  const { t } = useTranslation();
  const me = useCurrentUser();
  const viewer = useWalkViewer();
  const eligibleSchools = useMemo(() => schoolsWhere(me, 'log entries'), [me]);
  const isSchoolAsked = entry === null && !presetSchoolId;
  // Made once per opening: the client id (a retried save creates the entry once) and its time.
  const [newEntryId] = useState(newId);
  const [openedAt] = useState(() => new Date().toISOString());
  const [hasCameraButton] = useState(() => me.user.alwaysShowTakePicture || hasCamera());
  // The alert is for new entries, where the user may send one at the entry's school (spec 000 §6).
  const [offersSafetyAlert] = useState(() => (entry === null ? safetyAlertOfferOf(me) : null));
  const [schema] = useState(() =>
    entryFormSchema(settings, { requiresSchool: isSchoolAsked, offersSafetyAlert }),
  );
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const onlySchoolId = eligibleSchools.length === 1 ? (eligibleSchools[0]?.id ?? '') : '';
  const form: EntryFormApi = useForm<EntryFormValues, unknown, EntryFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: entryFormValues(
      settings,
      entry,
      entry?.schoolId ?? presetSchoolId ?? onlySchoolId,
      props.presetCategoryId,
      props.presetLocation,
    ),
  });
  const pictures = usePictures(entry?.imagePaths ?? []);
  // Work orders drafted with the entry (spec 000 §2 "work orders"), sent with it.
  const [workOrderItems, setWorkOrderItems] = useState<EntryWorkOrderItem[]>([]);
  const [workOrdersError, setWorkOrdersError] = useState<string | null>(null);
  const handleWorkOrdersChange = useCallback((items: EntryWorkOrderItem[]) => {
    setWorkOrderItems(items);
    setWorkOrdersError(null);
  }, []);
  const { save, isSaving } = useSaveEntry({
    entry,
    newEntryId,
    openedAt,
    walkId: props.walkId,
    pictures,
    onSaved: onClose,
    onFieldErrors: (fields) => {
      setWorkOrdersError(fields.tasksToAddOnSubmission ?? null);
      for (const [name, message] of Object.entries(fields)) {
        if (name in form.getValues()) form.setError(name as keyof EntryFormValues, { message });
      }
    },
  });
  const canDelete = entry !== null && canChangeEntry(viewer, entry, entry.walk);
  const isDirty =
    form.formState.isDirty ||
    pictures.items.some((item) => item.kind === 'new') ||
    pictures.keptPaths.length !== (entry?.imagePaths.length ?? 0) ||
    workOrderItems.length > 0;
  const { onDirtyChange } = props;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const handleSubmit = form.handleSubmit(async (draft) => {
    props.onBusyChange(true);
    await save(draft, draftsToSend(me, draft.schoolId, workOrderItems));
    props.onBusyChange(false);
  });

  return (
    <>
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flexGrow: 1 }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        {/* Saving: the fields take no input and look it, without a render of each (EntryFields). */}
        <DialogContent
          dividers
          inert={isSaving}
          aria-busy={isSaving}
          sx={{ opacity: isSaving ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          <EntryFields
            form={form}
            settings={settings}
            schools={isSchoolAsked ? eligibleSchools : null}
            pictures={pictures.items}
            onAddPictures={pictures.add}
            onRemovePicture={pictures.remove}
            hasCameraButton={hasCameraButton}
            offersSafetyAlert={offersSafetyAlert}
            isInWalk={props.walkId !== null}
          />
          <Box sx={{ mt: 2.5 }}>
            <EntryWorkOrdersField
              control={form.control}
              createdIds={entry?.createdWorkOrderIds ?? []}
              items={workOrderItems}
              onChange={handleWorkOrdersChange}
              error={workOrdersError}
            />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5, gap: 1, pb: 'calc(12px + env(safe-area-inset-bottom))' }}>
          {canDelete ? (
            <Button
              color="error"
              onClick={() => setConfirmingDelete(true)}
              disabled={isSaving}
              sx={{ mr: 'auto' }}
            >
              {t('entries.dialog.delete')}
            </Button>
          ) : null}
          <Button onClick={onClose} disabled={isSaving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isSaving} disabled={pictures.isProcessing}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </Box>
      {isConfirmingDelete && entry ? (
        <DeleteEntryDialog
          entryId={entry.id}
          onClose={() => setConfirmingDelete(false)}
          onDeleted={() => {
            onClose();
            props.onDeleted?.();
          }}
        />
      ) : null}
    </>
  );
}
