import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { priorityDisplayOf } from '../labels';

/** A priority in its own colour (spec 001 §3); an unknown value reads Unknown; none shows nothing. */
export function PriorityChip({ priority }: { priority: string | null }) {
  const { t } = useTranslation();
  const shown = priorityDisplayOf(priority);
  if (!shown) return null;
  return (
    <Chip
      size="small"
      label={t(shown.labelKey)}
      sx={{ bgcolor: shown.color, color: '#fff', fontWeight: 500 }}
    />
  );
}
