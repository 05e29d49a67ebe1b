import Chip from '@mui/material/Chip';
import type { TDataProfileStatusOption } from '@schooldog/domain';

/** An option's status, in its color (spec 000 §3 statusOptions). */
export function StatusChip({ status }: { status: TDataProfileStatusOption }) {
  const color = ['success', 'warning', 'error', 'info'].includes(status.color)
    ? (status.color as 'success' | 'warning' | 'error' | 'info')
    : 'default';
  return <Chip size="small" label={status.name} color={color} variant="outlined" />;
}
