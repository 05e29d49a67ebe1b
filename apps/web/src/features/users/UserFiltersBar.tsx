import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ROLES, type RoleName } from '@schooldog/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n';
import { ARCHIVED_STATES, type ArchivedState, CLEARED_USER_FILTERS, type UserFilters } from './userFilters';

/** How long typing rests before the search goes to the query string (and the server). */
export const SEARCH_DELAY_MS = 300;

const ARCHIVED_LABEL_KEYS = {
  active: 'manageUsers.filters.active',
  archived: 'manageUsers.filters.archived',
  all: 'manageUsers.filters.all',
} as const satisfies Record<ArchivedState, TranslationKey>;

interface UserFiltersBarProps {
  filters: UserFilters;
  onChange: (change: Partial<UserFilters>) => void;
  /** The schools offered: those this administrator manages. */
  schools: readonly { id: string; name: string }[];
}

/** Search by name or email, then role, school and archived: one row on a desktop, wrapped on a phone. */
export function UserFiltersBar({ filters, onChange, schools }: UserFiltersBarProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(filters.q);
  const [shownQ, setShownQ] = useState(filters.q);

  // The query string is the truth: a link, Back or Clear filters changes the field too (set while
  // rendering, React's way to follow a prop; a trailing space being typed is kept).
  if (filters.q !== shownQ) {
    setShownQ(filters.q);
    if (filters.q !== search.trim()) setSearch(filters.q);
  }
  useEffect(() => {
    if (search.trim() === filters.q.trim()) return undefined;
    const timer = setTimeout(() => onChange({ q: search }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters.q, onChange]);

  const isFiltered =
    filters.q !== '' || filters.role !== null || filters.schoolId !== null || filters.archived !== 'active';

  return (
    <Box
      role="search"
      sx={{
        display: 'grid',
        gap: 1.5,
        mb: 2,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(220px, 2fr) repeat(3, minmax(140px, 1fr)) auto' },
      }}
    >
      <TextField
        type="search"
        size="small"
        label={t('manageUsers.filters.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        slotProps={{
          htmlInput: { maxLength: 200 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        size="small"
        label={t('manageUsers.filters.role')}
        value={filters.role ?? ''}
        onChange={(event) => onChange({ role: (event.target.value || null) as RoleName | null })}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="">{t('manageUsers.filters.allRoles')}</MenuItem>
        {ROLES.map((role) => (
          <MenuItem key={role} value={role}>
            {t(`roles.${role}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('manageUsers.filters.school')}
        value={schools.some((school) => school.id === filters.schoolId) ? (filters.schoolId ?? '') : ''}
        onChange={(event) => onChange({ schoolId: event.target.value || null })}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="">{t('manageUsers.filters.allSchools')}</MenuItem>
        {schools.map((school) => (
          <MenuItem key={school.id} value={school.id}>
            {school.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('manageUsers.filters.status')}
        value={filters.archived}
        onChange={(event) => onChange({ archived: event.target.value as ArchivedState })}
      >
        {ARCHIVED_STATES.map((state) => (
          <MenuItem key={state} value={state}>
            {t(ARCHIVED_LABEL_KEYS[state])}
          </MenuItem>
        ))}
      </TextField>
      <Button
        onClick={() => {
          setSearch('');
          onChange(CLEARED_USER_FILTERS);
        }}
        disabled={!isFiltered}
      >
        {t('manageUsers.filters.clear')}
      </Button>
    </Box>
  );
}
