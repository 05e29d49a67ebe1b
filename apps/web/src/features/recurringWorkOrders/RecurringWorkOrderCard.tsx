import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TRecurringWorkOrder } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { RowMenu } from '../../ui/RowMenu';
import { useToast } from '../../ui/toast';
import { useRecurringWorkOrderWrites } from './queries';
import '../../i18n/recurringWorkOrders.texts';

/** A calendar day in the user's language ('Mar 12, 2026'), read as the day it is, in no time zone. */
export const calendarDay = (date: string, language: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

interface RecurringWorkOrderCardProps {
  recurringWorkOrder: TRecurringWorkOrder;
  schoolNames: string[];
  onEdit: () => void;
}

/** One recurring work order: title, paused chip, schools, interval, next occurrence, and its menu. */
export function RecurringWorkOrderCard({
  recurringWorkOrder: order,
  schoolNames,
  onEdit,
}: RecurringWorkOrderCardProps) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const { pause, remove } = useRecurringWorkOrderWrites();
  const language = currentLanguage(i18n);

  const handlePause = async () => {
    try {
      await pause.mutateAsync({ id: order.id, isPaused: !order.isPaused });
      toast.success(
        t(order.isPaused ? 'recurringWorkOrders.list.resumed' : 'recurringWorkOrders.list.paused'),
      );
    } catch (error) {
      toast.error(t('recurringWorkOrders.list.pauseFailed'), { cause: error });
    }
  };
  const handleDelete = async () => {
    try {
      await remove.mutateAsync(order.id);
      toast.success(t('recurringWorkOrders.list.deleted'));
      return true;
    } catch (error) {
      toast.error(t('recurringWorkOrders.list.deleteFailed'), { cause: error });
      return false;
    }
  };

  const next = order.nextOccurrenceDate
    ? t('recurringWorkOrders.list.next', { date: calendarDay(order.nextOccurrenceDate, language) })
    : t('recurringWorkOrders.list.noNext');
  return (
    <Card variant="outlined" sx={{ height: '100%', opacity: order.isPaused ? 0.85 : 1 }}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography
            variant="subtitle1"
            component="h2"
            sx={{ fontWeight: 600, flex: 1, overflowWrap: 'anywhere' }}
          >
            {order.title}
          </Typography>
          {order.isPaused ? <Chip size="small" label={t('recurringWorkOrders.list.pausedChip')} /> : null}
          <RowMenu
            label={t('recurringWorkOrders.list.menu', { title: order.title })}
            items={[
              { key: 'edit', label: t('recurringWorkOrders.list.edit'), onSelect: onEdit },
              {
                key: 'pause',
                label: order.isPaused
                  ? t('recurringWorkOrders.list.resume')
                  : t('recurringWorkOrders.list.pause'),
                onSelect: () => void handlePause(),
              },
            ]}
            deletion={{
              label: t('recurringWorkOrders.list.delete'),
              title: t('recurringWorkOrders.list.deleteTitle'),
              body: t('recurringWorkOrders.list.deleteBody', { title: order.title }),
              confirmLabel: t('recurringWorkOrders.list.delete'),
              isDeleting: remove.isPending,
              onConfirm: handleDelete,
            }}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {schoolNames.join(', ')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Chip
            size="small"
            color="primary"
            variant="outlined"
            label={t(`recurringWorkOrders.every.${order.recurrenceUnit}`, {
              count: order.recurrenceInterval,
            })}
          />
          <Typography variant="body2">
            {order.isPaused ? t('recurringWorkOrders.list.whilePaused') : next}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {order.workOrderData.description}
        </Typography>
      </CardContent>
    </Card>
  );
}
