import CancelIcon from '@mui/icons-material/Cancel';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** One set filter as a removable chip: what it reads, and the change that removes it. */
export interface FilterChip<Change> {
  id: string;
  label: string;
  remove: Change;
  /** The date range or a school, which wide screens show in the toolbar already. */
  isPlaceAndTime: boolean;
}

interface ActiveFilterChipsProps<Change> {
  chips: readonly FilterChip<Change>[];
  onRemove: (change: Change) => void;
  /** Wide screens: the toolbar shows the date range and schools, so their chips are left out. */
  hasInlineFilters: boolean;
  /** Shown beside two chips or more. */
  onClearAll: () => void;
}

/**
 * The filters a list is narrowed by, each a chip that removes it, so a filter set in the Filters
 * menu is seen and undone without reopening it.
 */
export function ActiveFilterChips<Change>({
  chips: allChips,
  onRemove,
  hasInlineFilters,
  onClearAll,
}: ActiveFilterChipsProps<Change>) {
  const { t } = useTranslation();
  const chips = allChips.filter((chip) => !(hasInlineFilters && chip.isPlaceAndTime));
  if (chips.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t('filters.active')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        p: 0,
        m: 0,
        mb: 1.5,
        listStyle: 'none',
      }}
    >
      {chips.map((chip) => (
        <li key={chip.id}>
          <Chip
            label={chip.label}
            size="small"
            onDelete={() => onRemove(chip.remove)}
            // The chip takes focus and Delete removes it; the icon names what a tap on it does.
            deleteIcon={
              <CancelIcon
                role="img"
                aria-hidden={false}
                aria-label={t('filters.remove', { name: chip.label })}
              />
            }
            sx={{ maxWidth: '100%' }}
          />
        </li>
      ))}
      {chips.length > 1 ? (
        <li>
          <Button size="small" onClick={onClearAll}>
            {t('filters.clearAll')}
          </Button>
        </li>
      ) : null}
    </Box>
  );
}
