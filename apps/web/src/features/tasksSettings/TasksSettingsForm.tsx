import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TTasksSettings } from '@schooldog/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { translateRefusalFields, translateServerMessage } from '../../i18n/serverMessages';
import { StickyActionBar } from '../../ui/StickyActionBar';
import { useToast } from '../../ui/toast';
import { UnsavedChangesGuard } from '../../ui/UnsavedChangesGuard';
import { BoardsSection } from './BoardsSection';
import { CalendarSection } from './CalendarSection';
import { CustomFieldsSection } from './CustomFieldsSection';
import { draftErrors, isChanged, localToday, withBoardsOf } from './draft';
import { HiddenFieldsSection, RequiredFieldsSection } from './FieldFlagsSections';
import { useSaveTasksSettings } from './queries';
import { RestrictionsSection } from './RestrictionsSection';
import { StaffSection } from './StaffSection';
import '../../i18n/tasksSettings.texts';

/**
 * The page's sections over one draft of the record (spec 001 §2), saved whole by one Save Changes:
 * checked first with the domain's rules, then by the server, whose field messages show where
 * they belong. Save waits while a new custom field is being typed.
 */
export function TasksSettingsForm({ saved }: { saved: TTasksSettings }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveTasksSettings();
  const [draft, setDraft] = useState(saved);
  const [pendingField, setPendingField] = useState('');
  // After a first Save the domain's messages follow each change; the server's stay until the next one.
  const [hasTriedSaving, setTriedSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const today = localToday();
  const change = (next: Partial<TTasksSettings>) => {
    setDraft((current) => ({ ...current, ...next }));
    setServerErrors({});
  };
  const problems = hasTriedSaving ? draftErrors(draft, today) : {};
  const errors: Record<string, string> = {
    ...serverErrors,
    ...Object.fromEntries(
      Object.entries(problems).map(([path, message]) => [path, translateServerMessage(t, message)]),
    ),
  };
  const isTypingField = pendingField.trim() !== '';
  const isDirty = isChanged(draft, saved) || isTypingField;
  const summary = [...new Set(Object.values(errors))];

  const handleSave = async () => {
    setTriedSaving(true);
    setServerErrors({});
    if (Object.keys(draftErrors(draft, today)).length > 0) return;
    try {
      const next = await save.mutateAsync(draft);
      setDraft(next);
      toast.success(t('messages.changesSaved'));
    } catch (error) {
      if (error instanceof ApiError) setServerErrors(translateRefusalFields(t, error));
      toast.error(t('tasksSettings.saveFailed'), { cause: error });
    }
  };

  return (
    <Stack spacing={3}>
      <UnsavedChangesGuard isDirty={isDirty && !save.isPending} body={t('tasksSettings.unsavedBody')} />
      <BoardsSection settings={draft} onChange={change} errors={errors} />
      <StaffSection
        boards={saved.boards}
        // The server saved the person's boards; the draft takes them too, so they are not unsaved changes.
        onBoards={(userId, boardIds) =>
          setDraft((current) => ({ ...current, boards: withBoardsOf(current.boards, userId, boardIds) }))
        }
      />
      <CalendarSection settings={draft} onChange={change} errors={errors} today={today} />
      <CustomFieldsSection
        fields={draft.customFields}
        onChange={(customFields) => change({ customFields })}
        pending={pendingField}
        onPendingChange={setPendingField}
        errors={errors}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <HiddenFieldsSection settings={draft} onChange={change} errors={errors} />
        <RequiredFieldsSection settings={draft} onChange={change} errors={errors} />
      </Box>
      <RestrictionsSection settings={draft} onChange={change} />
      <StickyActionBar>
        {summary.length > 0 ? (
          <Alert severity="error" role="alert">
            {t('tasksSettings.fixErrors')}
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {summary.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
          {isTypingField ? (
            <Typography id="tasks-settings-save-hint" variant="body2" color="text.secondary" sx={{ flex: 1 }}>
              {t('messages.customFieldUnfinished')}
            </Typography>
          ) : null}
          <Button
            variant="contained"
            onClick={() => void handleSave()}
            loading={save.isPending}
            disabled={isTypingField}
            aria-describedby={isTypingField ? 'tasks-settings-save-hint' : undefined}
          >
            {t('tasksSettings.save')}
          </Button>
        </Stack>
      </StickyActionBar>
    </Stack>
  );
}
