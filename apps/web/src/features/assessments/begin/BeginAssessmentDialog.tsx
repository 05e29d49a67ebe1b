import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { canBeginAssessment, LIMITS, newId } from '@schooldog/domain';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/client';
import { translateServerMessage } from '../../../i18n/serverMessages';
import { useConnectivity } from '../../../offline/connectivity';
import { AppDialog } from '../../../ui/AppDialog';
import { useToast } from '../../../ui/toast';
import { useCurrentUser } from '../../auth/currentUser';
import { resolvedPermissionsOf } from '../../auth/permissions';
import { beginErrors, EMPTY_BEGIN, type BeginErrors, type BeginValues } from './beginForm';
import { useOfferedRubrics } from './offeredRubrics';
import { useCreateAssessment } from './useCreateAssessment';
import { SchoolSelect } from '../../../ui/SchoolSelect';
import '../../../i18n/assessmentEdit.texts';

interface BeginAssessmentDialogProps {
  onClose: () => void;
}

/**
 * Begin Assessment (spec 000 §2 "Assessments"): a school where the user submits assessments, a
 * template among the offered ones, two optional notes of at most 200 characters; then the
 * answering view opens. Beginning copies the template on the server, so it needs a connection.
 */
export function BeginAssessmentDialog({ onClose }: BeginAssessmentDialogProps) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const toast = useToast();
  const navigate = useNavigate();
  const { isOffline } = useConnectivity();
  const schools = useMemo(() => {
    const viewer = { userId: me.user.id, permissions: resolvedPermissionsOf(me) };
    return me.schools.filter((school) => canBeginAssessment(viewer, school.id));
  }, [me]);
  const rubrics = useOfferedRubrics({ enabled: !isOffline });
  const [values, setValues] = useState<BeginValues>(() => ({
    ...EMPTY_BEGIN,
    schoolId: schools.length === 1 ? (schools[0]?.id ?? '') : '',
  }));
  const [isSubmitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<BeginErrors>({});
  // Made once per dialog: a second click or a retry begins the same assessment.
  const [assessmentId] = useState(newId);
  const isSavingRef = useRef(false);
  const create = useCreateAssessment();
  const errors = beginErrors(values, t);
  // Required fields speak after the first try; a too-long note at once.
  const shown = (field: keyof BeginValues) =>
    serverErrors[field] ??
    (isSubmitted || field === 'location' || field === 'notes' ? errors[field] : undefined);
  const isSaving = create.isPending || create.isSuccess;

  const change = (field: keyof BeginValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = async () => {
    setSubmitted(true);
    if (isOffline || Object.keys(errors).length > 0 || isSavingRef.current) return;
    isSavingRef.current = true;
    try {
      await create.mutateAsync({ id: assessmentId, ...values, walkId: null });
      onClose();
      void navigate(`/assessments/edit/${assessmentId}`);
    } catch (error) {
      isSavingRef.current = false;
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        setServerErrors(
          Object.fromEntries(
            Object.entries(error.fields).map(([field, message]) => [
              field,
              translateServerMessage(t, message),
            ]),
          ),
        );
        return;
      }
      toast.error(t('assessmentEdit.begin.failed'), { cause: error });
    }
  };

  const counter = (field: 'location' | 'notes') =>
    shown(field) ?? `${values[field].length} / ${LIMITS.notesMax}`;

  return (
    <AppDialog
      isOpen
      title={t('assessmentEdit.begin.title')}
      onClose={isSaving ? () => undefined : onClose}
      // The notes are typed; the school and template are a click away again.
      isDirty={values.location.trim() !== '' || values.notes.trim() !== ''}
      actions={
        <>
          <Button onClick={onClose} disabled={isSaving}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="contained"
            loading={isSaving}
            disabled={isSaving || isOffline}
            onClick={() => void handleSubmit()}
          >
            {t('assessmentEdit.begin.submit')}
          </Button>
        </>
      }
    >
      <Stack
        component="form"
        noValidate
        spacing={2}
        sx={{ pt: 1 }}
        onSubmit={(event) => {
          event.preventDefault();
          void handleSubmit();
        }}
      >
        {isOffline ? <Alert severity="warning">{t('assessmentEdit.begin.offline')}</Alert> : null}
        <SchoolSelect
          schools={schools}
          required
          label={t('assessmentEdit.begin.school')}
          value={values.schoolId}
          disabled={isSaving}
          error={Boolean(shown('schoolId'))}
          helperText={shown('schoolId') ?? (schools.length === 0 ? t('assessmentEdit.begin.noSchools') : ' ')}
          onChange={(schoolId) => change('schoolId', schoolId)}
        />
        <TextField
          select
          required
          label={t('assessmentEdit.begin.template')}
          value={values.rubricId}
          disabled={isSaving || isOffline}
          error={Boolean(shown('rubricId')) || rubrics.isError}
          helperText={
            shown('rubricId') ??
            (rubrics.isError
              ? t('assessmentEdit.begin.templatesFailed')
              : rubrics.data?.length === 0
                ? t('assessmentEdit.begin.noTemplates')
                : ' ')
          }
          onChange={(event) => change('rubricId', event.target.value)}
        >
          {(rubrics.data ?? []).map((rubric) => (
            <MenuItem key={rubric.id} value={rubric.id}>
              {rubric.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('assessmentEdit.begin.location')}
          value={values.location}
          disabled={isSaving}
          error={Boolean(shown('location'))}
          helperText={counter('location')}
          onChange={(event) => change('location', event.target.value)}
        />
        <TextField
          multiline
          minRows={2}
          label={t('assessmentEdit.begin.notes')}
          value={values.notes}
          disabled={isSaving}
          error={Boolean(shown('notes'))}
          helperText={counter('notes')}
          onChange={(event) => change('notes', event.target.value)}
        />
      </Stack>
    </AppDialog>
  );
}
