import MenuItem from '@mui/material/MenuItem';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  INSIGHT_ENTRY_TYPES,
  INSIGHT_MONTHS_MAX,
  INSIGHT_VIEW_MODES,
  INSIGHT_WALK_TYPES,
  type InsightEntryType,
  type InsightViewMode,
  type InsightWalkType,
} from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { SchoolsFilter } from '../../ui/filters/FilterFields';
import { ENTRY_TYPE_NAME_KEYS } from '../entries/labels';
import { WALK_TYPE_LABEL_KEYS } from '../walks/labels';
import { type ExplorerState, withSelection, withViewMode } from './explorerState';
import { SelectionPicker } from './SelectionPicker';
import '../../i18n/insights.texts';

interface ExplorerControlsProps {
  state: ExplorerState;
  schools: readonly { id: string; name: string }[];
  onChange: (state: ExplorerState) => void;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthAt = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

/** The explorer's view mode with its pickers, entry and walk type, schools and months. */
export function ExplorerControls({ state, schools, onChange }: ExplorerControlsProps) {
  const { t } = useTranslation();
  const month = (which: 'from' | 'to', value: string) => {
    if (!MONTH.test(value)) return;
    // A range turned round moves the other end with it.
    const next = { ...state, [which]: value };
    if (next.from > next.to) next[which === 'from' ? 'to' : 'from'] = value;
    // The server reads at most INSIGHT_MONTHS_MAX months: a longer range pulls the other end in.
    if (monthIndex(next.to) - monthIndex(next.from) >= INSIGHT_MONTHS_MAX) {
      if (which === 'from') next.to = monthAt(monthIndex(value) + INSIGHT_MONTHS_MAX - 1);
      else next.from = monthAt(monthIndex(value) - INSIGHT_MONTHS_MAX + 1);
    }
    onChange(next);
  };
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(200px, 1fr))' },
      }}
    >
      <TextField
        select
        size="small"
        label={t('insights.viewMode.label')}
        value={state.viewMode}
        onChange={(event) => onChange(withViewMode(state, event.target.value as InsightViewMode))}
        fullWidth
      >
        {INSIGHT_VIEW_MODES.map((mode) => (
          <MenuItem key={mode} value={mode}>
            {t(`insights.viewMode.${mode}`)}
          </MenuItem>
        ))}
      </TextField>
      <SelectionPicker
        state={state}
        schools={schools}
        onChange={(change) => onChange(withSelection(state, change))}
      />
      <TextField
        select
        size="small"
        label={t('insights.filters.entryType')}
        value={state.entryType}
        onChange={(event) => onChange({ ...state, entryType: event.target.value as InsightEntryType })}
        fullWidth
      >
        {INSIGHT_ENTRY_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(ENTRY_TYPE_NAME_KEYS[type])}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('insights.filters.walkType')}
        value={state.walkType}
        onChange={(event) => onChange({ ...state, walkType: event.target.value as InsightWalkType })}
        fullWidth
      >
        {INSIGHT_WALK_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {type === 'all' ? t('insights.filters.allWalkTypes') : t(WALK_TYPE_LABEL_KEYS[type])}
          </MenuItem>
        ))}
      </TextField>
      {schools.length > 1 ? (
        <SchoolsFilter
          schools={schools}
          value={state.schoolIds}
          onChange={(schoolIds) => onChange({ ...state, schoolIds })}
        />
      ) : null}
      <TextField
        type="month"
        size="small"
        label={t('insights.filters.from')}
        value={state.from}
        onChange={(event) => month('from', event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        fullWidth
      />
      <TextField
        type="month"
        size="small"
        label={t('insights.filters.to')}
        value={state.to}
        onChange={(event) => month('to', event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        fullWidth
      />
    </Box>
  );
}
