import Chip from '@mui/material/Chip';
import type { ObservationType } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { ENTRY_TYPE_COLORS, ENTRY_TYPE_LABEL_KEYS } from './labels';

/** The entry's opinion (Concern, Praise, Other) as a small coloured chip. */
export function EntryTypeChip({ type }: { type: ObservationType }) {
  const { t } = useTranslation();
  return <Chip size="small" color={ENTRY_TYPE_COLORS[type]} label={t(ENTRY_TYPE_LABEL_KEYS[type])} />;
}
