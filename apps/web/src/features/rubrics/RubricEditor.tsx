import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { TRubric } from '@schooldog/domain';
import { useEffect, useMemo, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { translateRefusal, translateRefusalFields } from '../../i18n/serverMessages';
import { StickyActionBar } from '../../ui/StickyActionBar';
import { useToast } from '../../ui/toast';
import { UnsavedChangesGuard } from '../../ui/UnsavedChangesGuard';
import { useSaveRubric } from './queries';
import {
  emptyRubricForm,
  formPathOf,
  rubricFormResolver,
  rubricFormValues,
  type RubricFormValues,
  toRubricInput,
} from './rubricForm';
import { SectionsEditor } from './SectionsEditor';
import { TemplateFields } from './TemplateFields';
import '../../i18n/rubrics.texts';

interface RubricEditorProps {
  /** The template to edit; null for a new one. */
  rubric: TRubric | null;
  canChooseActive: boolean;
}

/** The template form: its fields and sections, Save (the spec's message on failure) and Cancel. */
export function RubricEditor({ rubric, canChooseActive }: RubricEditorProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const save = useSaveRubric();
  const [failure, setFailure] = useState<string | null>(null);
  // Once saved, the way back to the list is not a loss of changes.
  const [isSaved, setSaved] = useState(false);
  const defaultValues = useMemo(
    () => (rubric ? rubricFormValues(rubric) : emptyRubricForm(canChooseActive)),
    [rubric, canChooseActive],
  );
  const resolver = useMemo(() => rubricFormResolver(t), [t]);
  const { control, handleSubmit, setError, formState } = useForm<RubricFormValues>({
    defaultValues,
    resolver,
  });

  // The server's field messages go beside their fields; any other refusal under the spec's message.
  const showRefusal = (error: unknown) => {
    const details: string[] = [t('messages.rubricSaveFailed')];
    if (error instanceof ApiError && error.status !== 0) {
      const fields = Object.entries(translateRefusalFields(t, error));
      for (const [path, message] of fields)
        setError(formPathOf(path.split('.')) as FieldPath<RubricFormValues>, { message });
      if (fields.length === 0) details.push(translateRefusal(t, error));
    }
    setFailure(details.filter(Boolean).join(' '));
  };

  const handleSave = handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        await save.mutateAsync({ rubricId: rubric?.id ?? null, body: toRubricInput(values) });
        toast.success(t('rubrics.editor.saved'));
        setSaved(true);
      } catch (error) {
        showRefusal(error);
        toast.error(t('messages.rubricSaveFailed'), { cause: error });
      }
    },
    () => setFailure(t('rubrics.editor.fixErrors')),
  );

  useEffect(() => {
    if (isSaved) void navigate('/rubrics');
  }, [isSaved, navigate]);

  return (
    <Stack component="form" noValidate onSubmit={handleSave} spacing={3}>
      <UnsavedChangesGuard isDirty={formState.isDirty && !isSaved} body={t('rubrics.editor.unsavedBody')} />
      <TemplateFields control={control} canChooseActive={canChooseActive} />
      <SectionsEditor control={control} errors={formState.errors} />
      <StickyActionBar>
        {failure ? (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => void navigate('/rubrics')} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('rubrics.editor.save')}
          </Button>
        </Stack>
      </StickyActionBar>
    </Stack>
  );
}
