import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { type TTasksSettings, WORK_ORDER_PRIORITIES, WORK_ORDER_STATUSES } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { labelledOptions, MultiSelectFilter } from '../../../ui/filters/FilterFields';
import { FiltersDrawer } from '../../../ui/filters/FilterLayout';
import { personName, PRIORITY_LABEL_KEYS, STATUS_LABEL_KEYS } from '../labels';
import { clearedWorkOrderFilters, type WorkOrderFilters } from './filters';
import { useAssigneeChoices } from './useAssigneeChoices';
import '../../../i18n/workOrders.texts';

interface WorkOrderFiltersDrawerProps {
  isOpen: boolean;
  onClose: () => void;
  /** On small screens the date range and schools live here rather than beside the list. */
  hasInlineFilters: boolean;
  filters: WorkOrderFilters;
  onChange: (change: Partial<WorkOrderFilters>) => void;
  schools: readonly { id: string; name: string }[];
  boards: TTasksSettings['boards'];
}

/** /tasks' Filters menu: board, status, priority, assignee, and assigned to me, pinned, overdue. */
export function WorkOrderFiltersDrawer(props: WorkOrderFiltersDrawerProps) {
  const { filters, onChange, boards, ...drawer } = props;
  const { t } = useTranslation();
  const toggle = (name: 'mine' | 'pinned' | 'overdue', label: string) => (
    <FormControlLabel
      control={
        <Switch checked={filters[name]} onChange={(event) => onChange({ [name]: event.target.checked })} />
      }
      label={label}
    />
  );

  return (
    <FiltersDrawer
      {...drawer}
      filters={filters}
      onChange={onChange}
      onClearAll={() => onChange(clearedWorkOrderFilters())}
      doneLabel={t('workOrders.filters.done')}
    >
      <MultiSelectFilter
        label={t('workOrders.filters.boards')}
        emptyLabel={t('workOrders.filters.allBoards')}
        options={boards.map((board) => ({ value: board.id, label: board.name }))}
        value={filters.boardIds}
        onChange={(boardIds) => onChange({ boardIds })}
      />
      <MultiSelectFilter
        label={t('workOrders.filters.statuses')}
        emptyLabel={t('workOrders.filters.allStatuses')}
        options={labelledOptions(WORK_ORDER_STATUSES, STATUS_LABEL_KEYS, t)}
        value={filters.statuses}
        onChange={(statuses) => onChange({ statuses })}
      />
      <MultiSelectFilter
        label={t('workOrders.filters.priorities')}
        emptyLabel={t('workOrders.filters.allPriorities')}
        options={labelledOptions(WORK_ORDER_PRIORITIES, PRIORITY_LABEL_KEYS, t)}
        value={filters.priorities}
        onChange={(priorities) => onChange({ priorities })}
      />
      <AssigneesFilter
        schoolIds={
          filters.schoolIds.length > 0 ? filters.schoolIds : drawer.schools.map((school) => school.id)
        }
        value={filters.assigneeIds}
        onChange={(assigneeIds) => onChange({ assigneeIds })}
        isEnabled={drawer.isOpen}
      />
      {toggle('mine', t('workOrders.filters.mine'))}
      {toggle('pinned', t('workOrders.filters.pinned'))}
      {toggle('overdue', t('workOrders.filters.overdue'))}
    </FiltersDrawer>
  );
}

interface AssigneesFilterProps {
  schoolIds: readonly string[];
  value: readonly string[];
  onChange: (assigneeIds: string[]) => void;
  isEnabled: boolean;
}

/** Staff who may be assigned work orders at the chosen schools (all the user's when none is chosen). */
function AssigneesFilter({ schoolIds, value, onChange, isEnabled }: AssigneesFilterProps) {
  const { t } = useTranslation();
  const choices = useAssigneeChoices(schoolIds, isEnabled);
  const chosen = value.map(
    (id) =>
      choices.people.find((person) => person.id === id) ?? {
        id,
        firstName: t('people.unknownUser'),
        lastName: '',
      },
  );
  return (
    <Autocomplete
      multiple
      size="small"
      options={choices.people}
      value={chosen}
      loading={choices.isPending}
      getOptionLabel={(person) => personName(person)}
      getOptionKey={(person) => person.id}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      onChange={(_event, selected) => onChange(selected.map((person) => person.id))}
      renderInput={(params) => <TextField {...params} label={t('workOrders.filters.assignees')} />}
    />
  );
}
