import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { type TMeResponse, WALK_TYPES } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { labelledOptions, MultiSelectFilter, PeopleFilter } from '../../../ui/filters/FilterFields';
import { FiltersDrawer } from '../../../ui/filters/FilterLayout';
import { WALK_TYPE_LABEL_KEYS } from '../labels';
import { clearedWalkFilters, type WalkFilters } from './walkFilters';

interface WalkFiltersDrawerProps {
  isOpen: boolean;
  onClose: () => void;
  /** On small screens the date range and schools live here rather than beside the list. */
  hasInlineFilters: boolean;
  filters: WalkFilters;
  onChange: (change: Partial<WalkFilters>) => void;
  schools: TMeResponse['schools'];
}

/** The Filters menu of the walks list: walk types, people (Team Walks), awaiting my action, archived. */
export function WalkFiltersDrawer(props: WalkFiltersDrawerProps) {
  const { filters, onChange, ...drawer } = props;
  const { t } = useTranslation();

  return (
    <FiltersDrawer
      {...drawer}
      filters={filters}
      onChange={onChange}
      onClearAll={() => onChange(clearedWalkFilters())}
      doneLabel={t('walks.list.filters.done')}
    >
      <MultiSelectFilter
        label={t('walks.list.filters.walkTypes')}
        emptyLabel={t('walks.list.filters.allWalkTypes')}
        options={labelledOptions(WALK_TYPES, WALK_TYPE_LABEL_KEYS, t)}
        value={filters.walkTypes}
        onChange={(walkTypes) => onChange({ walkTypes })}
      />
      {filters.currentTab === 1 ? (
        <PeopleFilter
          schoolIds={filters.schoolIds}
          value={filters.userIds}
          onChange={(userIds) => onChange({ userIds })}
        />
      ) : null}
      <FormControlLabel
        control={
          <Switch
            checked={filters.awaitingMyAction}
            onChange={(event) => onChange({ awaitingMyAction: event.target.checked })}
          />
        }
        label={t('walks.list.filters.awaitingMyAction')}
      />
      <FormControlLabel
        control={
          <Switch
            checked={filters.showArchived}
            onChange={(event) => onChange({ showArchived: event.target.checked })}
          />
        }
        label={t('walks.list.filters.showArchived')}
      />
    </FiltersDrawer>
  );
}
