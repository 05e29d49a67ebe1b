import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateRange, dateRangeOf } from './searchParams';

interface DateRangeFieldsProps {
  value: DateRange | null;
  /** Called with both dates (start first, swapped if reversed) or null for all time. */
  onChange: (range: DateRange | null) => void;
}

/**
 * From and To dates; the filter applies once both are set ("All Time" while both are empty).
 * Give it a `key` of the value so an outside change (clear, swap) shows at once.
 */
export function DateRangeFields({ value, onChange }: DateRangeFieldsProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const [start, setStart] = useState(value?.[0] ?? '');
  const [end, setEnd] = useState(value?.[1] ?? '');

  const commit = (nextStart: string, nextEnd: string) => {
    if (nextStart === '' && nextEnd === '') {
      if (value) onChange(null);
      return;
    }
    const range = dateRangeOf(nextStart, nextEnd);
    if (range && (range[0] !== value?.[0] || range[1] !== value?.[1])) onChange(range);
  };

  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
        {t('filters.dateRange')}
        {value ? null : ` · ${t('filters.allTime')}`}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          type="date"
          size="small"
          label={t('filters.from')}
          value={start}
          onChange={(event) => {
            setStart(event.target.value);
            commit(event.target.value, end);
          }}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: 1, minWidth: 0 }}
        />
        <TextField
          type="date"
          size="small"
          label={t('filters.to')}
          value={end}
          onChange={(event) => {
            setEnd(event.target.value);
            commit(start, event.target.value);
          }}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: 1, minWidth: 0 }}
        />
        {start || end ? (
          <Button
            size="small"
            onClick={() => {
              setStart('');
              setEnd('');
              commit('', '');
            }}
          >
            {t('filters.clearDates')}
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
