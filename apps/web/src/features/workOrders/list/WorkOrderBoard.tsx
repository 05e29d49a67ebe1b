import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type TWorkOrder, WORK_ORDER_STATUSES, type WorkOrderStatus } from '@schooldog/domain';
import { type DragEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STATUS_LABEL_KEYS } from '../labels';
import '../../../i18n/workOrders.texts';

const DRAG_TYPE = 'application/x-schooldog-work-order';

interface WorkOrderBoardProps {
  orders: readonly TWorkOrder[];
  /** Where a work order may be dropped (the domain's rules); a column elsewhere refuses it. */
  targetsOf: (order: TWorkOrder) => readonly WorkOrderStatus[];
  onMove: (order: TWorkOrder, status: WorkOrderStatus) => void;
  renderCard: (order: TWorkOrder, drag: ((event: DragEvent<HTMLElement>) => void) | undefined) => ReactNode;
}

/**
 * The board view: a column per status, in the statuses' order. A card is dragged to another column
 * to change its status where the rules allow it; each card's menu does the same from the keyboard.
 */
export function WorkOrderBoard({ orders, targetsOf, onMove, renderCard }: WorkOrderBoardProps) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<TWorkOrder | null>(null);
  const accepts = (status: WorkOrderStatus) => dragged !== null && targetsOf(dragged).includes(status);

  const handleDrop = (status: WorkOrderStatus) => (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    const id = event.dataTransfer.getData(DRAG_TYPE);
    const order = orders.find((candidate) => candidate.id === id) ?? dragged;
    setDragged(null);
    if (order && targetsOf(order).includes(status)) onMove(order, status);
  };

  return (
    <Box
      onDragEnd={() => setDragged(null)}
      sx={{
        display: 'grid',
        gridAutoFlow: 'column',
        gridAutoColumns: { xs: 'minmax(270px, 85%)', sm: 'minmax(240px, 1fr)' },
        gap: 1.5,
        overflowX: 'auto',
        pb: 1,
        scrollSnapType: { xs: 'x mandatory', sm: 'none' },
      }}
    >
      {WORK_ORDER_STATUSES.map((status) => {
        const column = orders.filter((order) => order.status === status);
        const label = t(STATUS_LABEL_KEYS[status]);
        const isTarget = accepts(status);
        return (
          <Paper
            key={status}
            component="section"
            variant="outlined"
            aria-label={t('workOrders.board.column', { status: label, count: column.length })}
            onDragOver={(event: DragEvent<HTMLElement>) => {
              if (accepts(status) || event.dataTransfer.types.includes(DRAG_TYPE)) event.preventDefault();
            }}
            onDrop={handleDrop(status)}
            sx={{
              p: 1,
              bgcolor: isTarget ? 'action.selected' : 'action.hover',
              borderStyle: isTarget ? 'dashed' : 'solid',
              borderColor: isTarget ? 'primary.main' : 'divider',
              minHeight: 160,
              scrollSnapAlign: 'start',
            }}
          >
            <Typography variant="subtitle2" component="h2" sx={{ px: 0.5, pb: 1 }}>
              {label}{' '}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                ({column.length})
              </Box>
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {column.map((order) => {
                const canMove = targetsOf(order).length > 0;
                const drag = canMove
                  ? (event: DragEvent<HTMLElement>) => {
                      event.dataTransfer.setData(DRAG_TYPE, order.id);
                      event.dataTransfer.effectAllowed = 'move';
                      setDragged(order);
                    }
                  : undefined;
                return <li key={order.id}>{renderCard(order, drag)}</li>;
              })}
            </Box>
            {column.length === 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ px: 0.5 }}>
                {t('workOrders.board.emptyColumn')}
              </Typography>
            ) : null}
          </Paper>
        );
      })}
    </Box>
  );
}
