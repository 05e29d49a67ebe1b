import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { canUseDrills, newId, RECORD_DRILLS, type TDrill } from '@schooldog/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { translateRefusal, translateRefusalFields } from '../../i18n/serverMessages';
import { useConnectivity } from '../../offline/connectivity';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { HeaderSkeleton } from '../../ui/HeaderSkeleton';
import { PageHeading } from '../../ui/PageHeading';
import { useToast } from '../../ui/toast';
import { useCurrentUser } from '../auth/currentUser';
import { resolvedPermissionsOf } from '../auth/permissions';
import { LandingRedirect } from '../dashboard/landing';
import { schoolsWhere } from '../entries/labels';
import { DrillFields } from './DrillFields';
import {
  drillFormErrors,
  drillFormOf,
  type DrillFormValues,
  drillRequestOf,
  emptyDrillForm,
} from './drillForm';
import { useDeleteDrill, useDrill } from './queries';
import { DrillWriteRefused, useDrillWrite } from './useDrillWrite';
import '../../i18n/drills.texts';

/** /drills/record (spec 000 §2 "Drill form": record). */
export function RecordDrillPage() {
  const me = useCurrentUser();
  if (!canUseDrills(resolvedPermissionsOf(me))) return <LandingRedirect isRefused />;
  const schools = schoolsWhere(me, RECORD_DRILLS);
  return (
    <DrillForm initial={emptyDrillForm(schools.length === 1 ? (schools[0]?.id ?? '') : '')} drill={null} />
  );
}

/** /drills/update/{drillId} (spec 000 §2 "Drill form": update and delete). */
export function UpdateDrillPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const { drillId = '' } = useParams();
  const drill = useDrill(drillId);
  if (!canUseDrills(resolvedPermissionsOf(me))) return <LandingRedirect isRefused />;
  if (drill.data)
    return <DrillForm key={drill.data.id} initial={drillFormOf(drill.data)} drill={drill.data} />;
  if (drill.isPending) return <HeaderSkeleton />;
  return <Alert severity="info">{t('drills.detail.notFound')}</Alert>;
}

function DrillForm({ initial, drill }: { initial: DrillFormValues; drill: TDrill | null }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const toast = useToast();
  const navigate = useNavigate();
  const { isOffline } = useConnectivity();
  const { write, isPending } = useDrillWrite();
  const remove = useDeleteDrill();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Messages show from the first save on, and follow each change after it.
  const [isChecked, setChecked] = useState(false);
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const schools = schoolsWhere(me, RECORD_DRILLS);

  const change = (next: Partial<DrillFormValues>) => {
    const updated = { ...values, ...next };
    setValues(updated);
    if (isChecked) setErrors(drillFormErrors(updated, t));
  };

  const save = async () => {
    setChecked(true);
    const found = drillFormErrors(values, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const fields = drillRequestOf(values);
    const id = drill?.id ?? newId();
    try {
      const outcome = drill
        ? await write('drill.update', { id, changes: fields })
        : await write('drill.record', { id, ...fields });
      if (outcome === null) return;
      toast.success(t(drill ? 'messages.drillUpdated' : 'messages.drillRecorded'));
      if (outcome === 'queued') toast.info(t('drills.form.queued'));
      void navigate(`/drills/drill/${id}`);
    } catch (error) {
      if (!(error instanceof DrillWriteRefused)) throw error;
      setErrors(translateRefusalFields(t, error.refusal));
      toast.error(translateRefusal(t, error.refusal));
    }
  };

  const confirmDelete = () => {
    if (!drill) return;
    remove.mutate(drill.id, {
      onSuccess: () => {
        toast.success(t('messages.drillDeleted'));
        void navigate('/drills');
      },
      onError: (error) => {
        setConfirmingDelete(false);
        toast.error(t('drills.form.deleteFailed'), { cause: error });
      },
    });
  };

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <>
      <PageHeading title={t(drill ? 'drills.form.updateTitle' : 'drills.form.recordTitle')} />
      <Card variant="outlined" sx={{ maxWidth: 720 }}>
        <CardContent>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            {hasErrors ? (
              <Alert severity="error" sx={{ mb: 2 }}>
                {t('drills.form.fixErrors')}
              </Alert>
            ) : null}
            <DrillFields values={values} errors={errors} schools={schools} onChange={change} />
            <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 3, flexWrap: 'wrap' }}>
              <Button type="submit" variant="contained" disabled={isPending}>
                {t(drill ? 'drills.form.saveUpdate' : 'drills.form.save')}
              </Button>
              <Button component={RouterLink} to={drill ? `/drills/drill/${drill.id}` : '/drills'}>
                {t('drills.form.cancel')}
              </Button>
              {drill ? (
                <Button
                  color="error"
                  startIcon={<DeleteIcon />}
                  disabled={isOffline}
                  onClick={() => setConfirmingDelete(true)}
                  sx={{ ml: { sm: 'auto' } }}
                >
                  {t('drills.form.delete')}
                </Button>
              ) : null}
            </Stack>
          </form>
        </CardContent>
      </Card>
      <ConfirmDeleteDialog
        isOpen={isConfirmingDelete}
        title={t('drills.form.deleteTitle')}
        body={t('drills.form.deleteBody')}
        confirmLabel={t('drills.form.deleteConfirm')}
        isDeleting={remove.isPending}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
