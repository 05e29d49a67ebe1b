import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { addDays, RECURRENCE_UNITS, type RecurrenceUnit } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import type { RecurringFormValues } from './recurringForm';
import '../../i18n/recurringWorkOrders.texts';

interface RecurrenceFieldsProps {
  values: RecurringFormValues;
  onChange: (change: Partial<RecurringFormValues>) => void;
  errors: Readonly<Record<string, string>>;
  today: string;
}

export const UNIT_LABEL_KEYS = {
  Days: 'recurringWorkOrders.units.Days',
  Weeks: 'recurringWorkOrders.units.Weeks',
  Months: 'recurringWorkOrders.units.Months',
  Years: 'recurringWorkOrders.units.Years',
} as const satisfies Record<RecurrenceUnit, string>;

/** The schedule (spec 001 §2 recurring mode, §5 "Recurring"): start date, end date, every N units. */
export function RecurrenceFields({ values, onChange, errors, today }: RecurrenceFieldsProps) {
  const { t } = useTranslation();
  const tomorrow = addDays(today, 1);
  const errorOf = (name: string, help = ' ') => ({
    error: Boolean(errors[name]),
    helperText: errors[name] ?? help,
  });
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
        <TextField
          type="date"
          label={t('recurringWorkOrders.fields.startDate')}
          value={values.recurrenceStartDate}
          onChange={(event) => onChange({ recurrenceStartDate: event.target.value })}
          required
          fullWidth
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: tomorrow } }}
          {...errorOf('recurrenceStartDate')}
        />
        <TextField
          type="date"
          label={t('recurringWorkOrders.fields.endDate')}
          value={values.recurrenceEndDate}
          onChange={(event) => onChange({ recurrenceEndDate: event.target.value })}
          fullWidth
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: values.recurrenceStartDate > tomorrow ? values.recurrenceStartDate : tomorrow },
          }}
          {...errorOf('recurrenceEndDate', t('recurringWorkOrders.fields.endDateHelp'))}
        />
      </Stack>
      <Stack direction="row" spacing={2}>
        <TextField
          type="number"
          label={t('recurringWorkOrders.fields.interval')}
          value={values.recurrenceInterval}
          onChange={(event) => onChange({ recurrenceInterval: event.target.value })}
          required
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
          {...errorOf('recurrenceInterval')}
        />
        <TextField
          select
          label={t('recurringWorkOrders.fields.unit')}
          value={values.recurrenceUnit}
          onChange={(event) => onChange({ recurrenceUnit: event.target.value as RecurrenceUnit })}
          required
          sx={{ flex: 1 }}
          {...errorOf('recurrenceUnit')}
        >
          {RECURRENCE_UNITS.map((unit) => (
            <MenuItem key={unit} value={unit}>
              {t(UNIT_LABEL_KEYS[unit])}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Stack>
  );
}
