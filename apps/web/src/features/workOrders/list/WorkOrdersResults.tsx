import Typography from '@mui/material/Typography';
import type { TWorkOrder } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '../../../ui/CardListSkeleton';
import { LoadMoreButton, PagedList } from '../../../ui/PagedList';
import { useTasksSettings } from '../../tasksSettings/queries';
import { localToday } from '../../tasksSettings/draft';
import { useWorkOrders } from '../queries';
import type { WorkOrdersView } from './filters';
import { useCardParts } from './useCardParts';
import { useStatusChange } from './useStatusChange';
import { WorkOrderBoard } from './WorkOrderBoard';
import { WorkOrderCard } from './WorkOrderCard';
import { WorkOrderStatusMenu } from './WorkOrderStatusMenu';
import '../../../i18n/workOrders.texts';

interface WorkOrdersResultsProps {
  /** The filters as the API's query. */
  search: string;
  view: WorkOrdersView;
  /** The empty state's words: none at all, or none matching the filters. */
  emptyText: string;
}

/** The work orders matching `search`, 50 at a time with Load More, as cards or as the board. */
export function WorkOrdersResults({ search, view, emptyText }: WorkOrdersResultsProps) {
  const { t } = useTranslation();
  const query = useWorkOrders(search);
  const settings = useTasksSettings();
  const status = useStatusChange(settings.data);
  const parts = useCardParts(settings.data);
  const today = localToday();
  const orders = query.data?.pages.flatMap((page) => page.workOrders) ?? [];
  const total = query.data?.pages[0]?.total;
  // How many match, said once they are known (the empty state says it for none).
  const count =
    total !== undefined && total > 0 ? (
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('workOrders.list.count', { count: total })}
      </Typography>
    ) : null;

  const card = (order: TWorkOrder, drag?: Parameters<typeof WorkOrderCard>[0]['onDragStart']) => {
    const targets = status.targetsOf(order);
    return (
      <WorkOrderCard
        order={order}
        schoolName={parts.schoolNameOf(order)}
        board={parts.boardOf(order)}
        today={today}
        onDragStart={drag}
        hasStatus={view === 'list'}
        menu={
          targets.length > 0 ? (
            <WorkOrderStatusMenu
              order={order}
              targets={targets}
              onMove={(next) => status.move(order, next)}
            />
          ) : undefined
        }
      />
    );
  };

  const texts = {
    loadFailed: t('workOrders.list.loadFailed'),
    retry: t('workOrders.list.retry'),
    empty: emptyText,
    loadMore: t('workOrders.list.loadMore'),
  };

  if (view === 'list' || query.isPending || query.isError || orders.length === 0) {
    return (
      <>
        {count}
        <PagedList
          query={query}
          items={orders}
          getKey={(order) => order.id}
          texts={texts}
          isEmptyAnnounced
          skeleton={<CardListSkeleton shape="walk" count={4} />}
          renderItem={(order) => card(order)}
        />
        {status.dialog}
      </>
    );
  }

  return (
    <>
      {count}
      <WorkOrderBoard orders={orders} targetsOf={status.targetsOf} onMove={status.move} renderCard={card} />
      <LoadMoreButton query={query} label={texts.loadMore} />
      {status.dialog}
    </>
  );
}
