import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isClosedStatus, publicNumberOf, type TWorkOrder } from '@schooldog/domain';
import type { DragEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { currentLanguage } from '../../../i18n';
import { formatDay, personName, STATUS_LABEL_KEYS } from '../labels';
import { PriorityChip } from './PriorityChip';
import '../../../i18n/workOrders.texts';

interface WorkOrderCardProps {
  order: TWorkOrder;
  schoolName: string;
  board: { name: string; color: string } | null;
  /** The district's day, for the Overdue mark. */
  today: string;
  /** The status menu, when the user may change its status. */
  menu?: ReactNode;
  /** On the board: the card can be dragged to another column. */
  onDragStart?: (event: DragEvent<HTMLElement>) => void;
  /** The board's columns say the status already. */
  hasStatus?: boolean;
}

/** One work order: number, priority, status, description, school, board, due date and assignees; opens its page. */
export function WorkOrderCard({
  order,
  schoolName,
  board,
  today,
  menu,
  onDragStart,
  hasStatus = true,
}: WorkOrderCardProps) {
  const { t, i18n } = useTranslation();
  const number = publicNumberOf(order.publicId) ?? t('workOrders.card.idPending');
  const isOverdue = order.dueDate !== null && order.dueDate < today && !isClosedStatus(order.status);
  const assignees = order.assignees.map(personName).join(', ');

  return (
    <Card
      variant="outlined"
      draggable={Boolean(onDragStart)}
      onDragStart={onDragStart}
      sx={{ position: 'relative', height: '100%', cursor: onDragStart ? 'grab' : undefined }}
    >
      <CardActionArea
        component={RouterLink}
        to={`/tasks/task/${order.id}`}
        // The status menu sits over the card's top right corner.
        sx={{ p: 1.5, pr: menu ? 6 : 1.5, height: '100%', alignItems: 'flex-start' }}
      >
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}
        >
          <Typography variant="subtitle2" component="span">
            {number}
          </Typography>
          <PriorityChip priority={order.priority} />
          {hasStatus ? (
            <Chip size="small" variant="outlined" label={t(STATUS_LABEL_KEYS[order.status])} />
          ) : null}
          {isOverdue ? <Chip size="small" color="error" label={t('workOrders.card.overdue')} /> : null}
        </Stack>
        <Typography
          variant="body1"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
          }}
        >
          {order.description}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {[schoolName, order.location].filter(Boolean).join(' · ')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {board ? (
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <Box
                component="span"
                aria-hidden
                sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: board.color }}
              />
              <Typography variant="caption">{board.name}</Typography>
            </Box>
          ) : null}
          {order.dueDate ? (
            <Typography variant="caption" color={isOverdue ? 'error' : 'text.secondary'}>
              {t('workOrders.card.due', { date: formatDay(order.dueDate, currentLanguage(i18n)) })}
            </Typography>
          ) : null}
          <Typography variant="caption" color="text.secondary">
            {assignees
              ? t('workOrders.card.assignedTo', { names: assignees })
              : t('workOrders.card.unassigned')}
          </Typography>
        </Stack>
      </CardActionArea>
      {menu ? <Box sx={{ position: 'absolute', top: 4, right: 4 }}>{menu}</Box> : null}
    </Card>
  );
}
