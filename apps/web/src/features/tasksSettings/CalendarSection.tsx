import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type TTasksSettings, WORK_DAYS } from '@schooldog/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { messagesUnder } from './draft';
import { OverrideDialog } from './OverrideDialog';
import { FieldMessages, SettingsSection } from './SettingsSection';
import '../../i18n/tasksSettings.texts';

type Calendar = Pick<TTasksSettings, 'isWorkCalendarEnabled' | 'workCalendar'>;

interface CalendarSectionProps {
  settings: Calendar;
  onChange: (change: Partial<Calendar>) => void;
  errors: Readonly<Record<string, string>>;
  today: string;
}

/**
 * Work Calendar (spec 001 §2, §4, §5): whether it is used, the work hours and days, and the breaks
 * and extra work days, added and removed in the draft and kept only on Save Changes.
 */
export function CalendarSection({ settings, onChange, errors, today }: CalendarSectionProps) {
  const { t, i18n } = useTranslation();
  const [isAdding, setAdding] = useState(false);
  const calendar = settings.workCalendar;
  const setCalendar = (change: Partial<Calendar['workCalendar']>) =>
    onChange({ workCalendar: { ...calendar, ...change } });
  const dateLabel = (day: string) =>
    new Intl.DateTimeFormat(currentLanguage(i18n), { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    );
  const timeProps = { inputLabel: { shrink: true }, htmlInput: { step: 300 } };

  return (
    <SettingsSection title={t('tasksSettings.calendar.title')} help={t('tasksSettings.calendar.help')}>
      <FormControlLabel
        control={
          <Switch
            checked={settings.isWorkCalendarEnabled}
            onChange={(_event, on) => onChange({ isWorkCalendarEnabled: on })}
          />
        }
        label={t('tasksSettings.calendar.enable')}
      />
      {settings.isWorkCalendarEnabled ? (
        <>
          <Stack direction="row" spacing={2}>
            <TextField
              type="time"
              label={t('tasksSettings.calendar.startTime')}
              value={calendar.startTime ?? ''}
              onChange={(event) => setCalendar({ startTime: event.target.value || null })}
              error={errors['workCalendar.startTime'] !== undefined}
              helperText={errors['workCalendar.startTime']}
              slotProps={timeProps}
              sx={{ flex: 1 }}
            />
            <TextField
              type="time"
              label={t('tasksSettings.calendar.endTime')}
              value={calendar.endTime ?? ''}
              onChange={(event) => setCalendar({ endTime: event.target.value || null })}
              error={errors['workCalendar.endTime'] !== undefined}
              helperText={errors['workCalendar.endTime']}
              slotProps={timeProps}
              sx={{ flex: 1 }}
            />
          </Stack>
          <FormControl component="fieldset" error={errors['workCalendar.days'] !== undefined}>
            <FormLabel component="legend">{t('tasksSettings.calendar.days')}</FormLabel>
            <FormGroup row>
              {WORK_DAYS.map((day) => (
                <FormControlLabel
                  key={day}
                  control={
                    <Checkbox
                      checked={calendar.days[day] === true}
                      onChange={(_event, on) => setCalendar({ days: { ...calendar.days, [day]: on } })}
                    />
                  }
                  label={t(`tasksSettings.calendar.day.${day}`)}
                  sx={{ minWidth: { xs: 128, sm: 0 } }}
                />
              ))}
            </FormGroup>
            {errors['workCalendar.days'] ? (
              <FormHelperText>{errors['workCalendar.days']}</FormHelperText>
            ) : null}
          </FormControl>
        </>
      ) : null}
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('tasksSettings.calendar.overrides')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('tasksSettings.calendar.draftNote')}
        </Typography>
      </Box>
      {calendar.overrides.length === 0 ? (
        <Typography color="text.secondary">{t('tasksSettings.calendar.noOverrides')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {calendar.overrides.map((override, index) => (
            <Box component="li" key={`${override.name}-${override.startDate}-${index}`} sx={{ py: 0.5 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ overflowWrap: 'anywhere' }}>{override.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`tasksSettings.calendar.type.${override.type}`)} ·{' '}
                    {t('tasksSettings.calendar.overrideRange', {
                      start: dateLabel(override.startDate),
                      end: dateLabel(override.endDate),
                    })}
                  </Typography>
                </Box>
                <IconButton
                  aria-label={t('tasksSettings.calendar.removeOverride', { name: override.name })}
                  onClick={() =>
                    setCalendar({ overrides: calendar.overrides.filter((_, at) => at !== index) })
                  }
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Stack>
              <FieldMessages messages={messagesUnder(errors, `workCalendar.overrides.${index}`)} />
            </Box>
          ))}
        </Box>
      )}
      <div>
        <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setAdding(true)}>
          {t('tasksSettings.calendar.addOverride')}
        </Button>
      </div>
      {isAdding ? (
        <OverrideDialog
          today={today}
          onClose={() => setAdding(false)}
          onAdd={(override) => {
            setCalendar({ overrides: [...calendar.overrides, override] });
            setAdding(false);
          }}
        />
      ) : null}
    </SettingsSection>
  );
}
