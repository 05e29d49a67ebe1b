import { publicNumberOf, type TWorkOrder, type WorkOrderStatus } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { RowMenu } from '../../../ui/RowMenu';
import { STATUS_LABEL_KEYS } from '../labels';
import '../../../i18n/workOrders.texts';

interface WorkOrderStatusMenuProps {
  order: TWorkOrder;
  targets: readonly WorkOrderStatus[];
  onMove: (status: WorkOrderStatus) => void;
}

/** The card's ⋮ menu: Move to each status the rules allow (the keyboard's way to do what dragging does). */
export function WorkOrderStatusMenu({ order, targets, onMove }: WorkOrderStatusMenuProps) {
  const { t } = useTranslation();
  const number = publicNumberOf(order.publicId) ?? t('workOrders.card.idPending');
  return (
    <RowMenu
      label={t('workOrders.statusChange.menu', { number })}
      items={targets.map((status) => ({
        key: status,
        label: t('workOrders.statusChange.moveTo', { status: t(STATUS_LABEL_KEYS[status]) }),
        onSelect: () => onMove(status),
      }))}
    />
  );
}
