import AddIcon from '@mui/icons-material/Add';
import ViewKanbanOutlinedIcon from '@mui/icons-material/ViewKanbanOutlined';
import ViewListOutlinedIcon from '@mui/icons-material/ViewListOutlined';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { ActiveFilterChips } from '../../../ui/filters/ActiveFilterChips';
import { FilterToolbar } from '../../../ui/filters/FilterLayout';
import { PageHeading } from '../../../ui/PageHeading';
import { useCurrentUser } from '../../auth/currentUser';
import { userCan } from '../../auth/permissions';
import { RefusedPageNotice } from '../../dashboard/landing';
import { schoolsWhere } from '../../entries/labels';
import { useTasksSettings } from '../../tasksSettings/queries';
import { CREATE_WORK_ORDER_PERMISSION, WORK_ORDERS_PERMISSION } from '../access';
import { personName } from '../labels';
import {
  activeWorkOrderFilterCount,
  apiSearchOf,
  clearedWorkOrderFilters,
  type WorkOrdersView,
} from './filters';
import { useAssigneeChoices } from './useAssigneeChoices';
import { useWorkOrderFilters } from './useWorkOrderFilters';
import { workOrderFilterChips } from './workOrderFilterChips';
import { WorkOrderFiltersDrawer } from './WorkOrderFiltersDrawer';
import { WorkOrdersResults } from './WorkOrdersResults';
import '../../../i18n/workOrders.texts';

const WorkOrderDialog = lazy(async () => ({
  default: (await import('../dialog/WorkOrderDialog')).WorkOrderDialog,
}));

/** /tasks: the work orders the user may see, as a list or a board, filtered in the query string (spec 001 §2). */
export function WorkOrdersPage() {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'));
  const { filters, setFilters } = useWorkOrderFilters();
  const [isFiltersOpen, setFiltersOpen] = useState(false);
  const [isCreating, setCreating] = useState(false);
  const settings = useTasksSettings();
  const boards = settings.data?.boards ?? [];
  const schools = schoolsWhere(me, WORK_ORDERS_PERMISSION);
  const filterCount = activeWorkOrderFilterCount(filters);
  const mayCreate = userCan(me, CREATE_WORK_ORDER_PERMISSION);
  const assignees = useAssigneeChoices(
    filters.schoolIds.length > 0 ? filters.schoolIds : schools.map((school) => school.id),
    filters.assigneeIds.length > 0,
  );
  const people = new Map(assignees.people.map((person) => [person.id, personName(person)]));
  const chips = workOrderFilterChips(filters, {
    t,
    language: currentLanguage(i18n),
    schools,
    boards,
    people,
  });

  return (
    <>
      {/* Work-order users start here: a page their account cannot open sent them, and says so. */}
      <RefusedPageNotice />
      <PageHeading title={t('workOrders.list.title')} subtitle={t('workOrders.list.subtitle')} />
      <FilterToolbar
        isWide={isWide}
        filters={filters}
        onChange={setFilters}
        schools={schools}
        filterCount={filterCount}
        onOpenFilters={() => setFiltersOpen(true)}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          value={filters.view}
          onChange={(_event, view: WorkOrdersView | null) => {
            if (view) setFilters({ view });
          }}
          aria-label={t('workOrders.list.view')}
          sx={{
            '& .MuiToggleButton-root': { textTransform: 'none' },
            // The theme's unselected grey is short of 4.5:1 on white.
            '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.secondary' },
          }}
        >
          <ToggleButton value="list" aria-label={t('workOrders.list.listView')}>
            <ViewListOutlinedIcon fontSize="small" sx={{ mr: { md: 0.5 } }} />
            {isWide ? t('workOrders.list.listView') : null}
          </ToggleButton>
          <ToggleButton value="board" aria-label={t('workOrders.list.boardView')}>
            <ViewKanbanOutlinedIcon fontSize="small" sx={{ mr: { md: 0.5 } }} />
            {isWide ? t('workOrders.list.boardView') : null}
          </ToggleButton>
        </ToggleButtonGroup>
        {mayCreate ? (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setCreating(true)}
            sx={{ ml: { md: 'auto' } }}
          >
            {t('workOrders.list.create')}
          </Button>
        ) : null}
      </FilterToolbar>
      <ActiveFilterChips
        chips={chips}
        onRemove={setFilters}
        hasInlineFilters={isWide}
        onClearAll={() => setFilters(clearedWorkOrderFilters())}
      />
      <WorkOrdersResults
        search={apiSearchOf(filters).toString()}
        view={filters.view}
        emptyText={filterCount > 0 ? t('workOrders.list.noMatch') : t('workOrders.list.empty')}
      />
      <WorkOrderFiltersDrawer
        isOpen={isFiltersOpen}
        onClose={() => setFiltersOpen(false)}
        hasInlineFilters={isWide}
        filters={filters}
        onChange={setFilters}
        schools={schools}
        boards={boards}
      />
      {isCreating ? (
        <Suspense fallback={null}>
          <WorkOrderDialog onClose={() => setCreating(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
