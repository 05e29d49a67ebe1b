import type { TTasksSettings, TWorkOrder } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../auth/currentUser';
import { schoolNameOf } from '../labels';
import '../../../i18n/workOrders.texts';

/** What a card shows beside the work order: its school's name and its board, by id. */
export function useCardParts(settings: TTasksSettings | undefined) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  return {
    schoolNameOf: (order: TWorkOrder) =>
      schoolNameOf(me.schools, order.schoolId) ?? t('workOrders.card.unknownSchool'),
    boardOf: (order: TWorkOrder) => settings?.boards.find((board) => board.id === order.boardId) ?? null,
  };
}
