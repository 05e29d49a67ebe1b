import CloseIcon from '@mui/icons-material/Close';
import FilterListIcon from '@mui/icons-material/FilterList';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from './DateRangeFields';
import { SchoolsFilter } from './FilterFields';
import type { DateRange } from './searchParams';

/** The filters every list page has: beside the list on wide screens, in the Filters menu on phones. */
export interface PlaceAndTimeFilters {
  dateRange: DateRange | null;
  schoolIds: string[];
}

interface PlaceAndTimeProps {
  filters: PlaceAndTimeFilters;
  onChange: (change: Partial<PlaceAndTimeFilters>) => void;
  /** The schools offered: those where the user holds the list's permission. */
  schools: readonly { id: string; name: string }[];
}

/** The date range and the schools; `isInline` gives them the widths they take in the toolbar. */
function PlaceAndTimeFields({
  filters,
  onChange,
  schools,
  isInline,
}: PlaceAndTimeProps & { isInline: boolean }) {
  const dates = (
    <DateRangeFields
      key={filters.dateRange?.join(',') ?? 'all'}
      value={filters.dateRange}
      onChange={(dateRange) => onChange({ dateRange })}
    />
  );
  const place = (
    <SchoolsFilter
      schools={schools}
      value={filters.schoolIds}
      onChange={(schoolIds) => onChange({ schoolIds })}
    />
  );
  if (!isInline) {
    return (
      <>
        {dates}
        {place}
      </>
    );
  }
  return (
    <>
      <Box sx={{ width: 320 }}>{dates}</Box>
      <Box sx={{ width: 200 }}>{place}</Box>
    </>
  );
}

interface FilterToolbarProps extends PlaceAndTimeProps {
  /** Wide screens show the date range and schools here; phones find them in the Filters menu. */
  isWide: boolean;
  /** How many filters are set, for the Filters button's badge. */
  filterCount: number;
  onOpenFilters: () => void;
  /** More buttons after Filters. */
  children?: ReactNode;
}

/** The row above a filtered list: date range and schools (wide screens), the Filters button, then `children`. */
export function FilterToolbar({
  isWide,
  filterCount,
  onOpenFilters,
  children,
  ...fields
}: FilterToolbarProps) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1.5}
      sx={{ flexWrap: 'wrap', alignItems: { xs: 'center', md: 'flex-end' }, mb: 2 }}
    >
      {isWide ? <PlaceAndTimeFields {...fields} isInline /> : null}
      <Button
        variant="outlined"
        onClick={onOpenFilters}
        aria-label={filterCount > 0 ? t('filters.buttonActive', { count: filterCount }) : t('filters.button')}
        startIcon={
          <Badge badgeContent={filterCount} color="primary">
            <FilterListIcon />
          </Badge>
        }
      >
        {t('filters.button')}
      </Button>
      {children}
    </Stack>
  );
}

interface FiltersDrawerProps extends PlaceAndTimeProps {
  isOpen: boolean;
  onClose: () => void;
  /** On small screens the date range and schools live here rather than beside the list. */
  hasInlineFilters: boolean;
  onClearAll: () => void;
  /** The closing button, named after what the list shows ("Show walks"). */
  doneLabel: string;
  /** The list's own filters, after the date range and schools. */
  children: ReactNode;
}

/** The Filters menu: a side panel on wide screens, a sheet from the bottom on phones. */
export function FiltersDrawer(props: FiltersDrawerProps) {
  const { isOpen, onClose, hasInlineFilters, onClearAll, doneLabel, children, ...fields } = props;
  const { t } = useTranslation();
  const titleId = useId();

  return (
    <Drawer
      anchor={hasInlineFilters ? 'right' : 'bottom'}
      open={isOpen}
      onClose={onClose}
      // Above the toolbar, which sits over the permanent menu drawer.
      sx={{ zIndex: 'modal' }}
      slotProps={{
        paper: {
          'aria-labelledby': titleId,
          role: 'dialog',
          sx: { width: { md: 400 }, maxHeight: { xs: '90dvh', md: '100%' } },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 2, pb: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('filters.title')}
        </Typography>
        <IconButton aria-label={t('filters.close')} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Stack spacing={2} sx={{ px: 2, py: 1, overflowY: 'auto' }}>
        {hasInlineFilters ? null : <PlaceAndTimeFields {...fields} isInline={false} />}
        {children}
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'flex-end', p: 2, pb: 'calc(16px + env(safe-area-inset-bottom))' }}
      >
        <Button onClick={onClearAll}>{t('filters.clearAll')}</Button>
        <Button variant="contained" onClick={onClose}>
          {doneLabel}
        </Button>
      </Stack>
    </Drawer>
  );
}
