import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { calendarWindow, overrideErrors } from '@schooldog/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateServerMessage } from '../../i18n/serverMessages';
import { AppDialog } from '../../ui/AppDialog';
import type { TOverride } from './draft';
import '../../i18n/tasksSettings.texts';

interface OverrideDialogProps {
  today: string;
  onAdd: (override: TOverride) => void;
  onClose: () => void;
}

const TYPES = ['break', 'work_day'] as const;

/**
 * A break or an extra work day for the draft's calendar (spec 001 §4, §5): a name, start and end
 * dates from two years back to two years ahead, and a type; checked by the domain's overrideErrors.
 */
export function OverrideDialog({ today, onAdd, onClose }: OverrideDialogProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({ name: '', startDate: '', endDate: '', type: '' });
  const [isChecked, setChecked] = useState(false);
  const input = { ...draft, type: draft.type || null };
  const errors = isChecked ? overrideErrors(input, today) : {};
  const message = (text: string | undefined) => (text ? translateServerMessage(t, text) : undefined);
  const { min, max } = calendarWindow(today);
  const dateProps = { htmlInput: { min, max }, inputLabel: { shrink: true } };

  const handleAdd = () => {
    setChecked(true);
    if (Object.keys(overrideErrors(input, today)).length > 0 || !draft.type) return;
    onAdd({ ...draft, name: draft.name.trim(), type: draft.type as TOverride['type'] });
  };

  return (
    <AppDialog
      isOpen
      title={t('tasksSettings.calendar.overrideTitle')}
      onClose={onClose}
      isDirty={draft.name !== '' || draft.startDate !== '' || draft.endDate !== ''}
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="contained" onClick={handleAdd}>
            {t('tasksSettings.calendar.add')}
          </Button>
        </>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label={t('tasksSettings.calendar.overrideName')}
          required
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          error={errors.name !== undefined}
          helperText={message(errors.name)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            type="date"
            label={t('tasksSettings.calendar.overrideStart')}
            required
            value={draft.startDate}
            onChange={(event) => setDraft({ ...draft, startDate: event.target.value })}
            error={errors.startDate !== undefined}
            helperText={message(errors.startDate)}
            slotProps={dateProps}
            sx={{ flex: 1 }}
          />
          <TextField
            type="date"
            label={t('tasksSettings.calendar.overrideEnd')}
            required
            value={draft.endDate}
            onChange={(event) => setDraft({ ...draft, endDate: event.target.value })}
            error={errors.endDate !== undefined}
            helperText={message(errors.endDate)}
            slotProps={dateProps}
            sx={{ flex: 1 }}
          />
        </Stack>
        <TextField
          select
          label={t('tasksSettings.calendar.overrideType')}
          required
          value={draft.type}
          onChange={(event) => setDraft({ ...draft, type: event.target.value })}
          error={errors.type !== undefined}
          helperText={message(errors.type)}
        >
          {TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`tasksSettings.calendar.type.${type}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </AppDialog>
  );
}
