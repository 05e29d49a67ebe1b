import {
  publicNumberOf,
  type TPersonSummary,
  type TWorkOrderDetail,
  type WorkOrderStatus,
} from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { priorityDisplayOf, STATUS_LABEL_KEYS } from '../labels';
import '../../../i18n/workOrderPage.texts';

/** How the work order page and its print page name things, in the user's language. */
export function useWorkOrderFormat() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const dayFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const timeFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    /** A calendar day of the district (YYYY-MM-DD), shown as that day wherever the browser is. */
    day: (date: string | null) =>
      date ? dayFormat.format(new Date(`${date}T00:00:00Z`)) : t('workOrderPage.none'),
    time: (iso: string) => timeFormat.format(new Date(iso)),
    person: (person: TPersonSummary | null | undefined) =>
      person ? `${person.firstName} ${person.lastName}`.trim() : t('workOrderPage.unknownUser'),
    status: (status: WorkOrderStatus) => t(STATUS_LABEL_KEYS[status]),
    /** 'ID Pending' until the server gives the work order its public number (spec 001 §2). */
    number: (order: Pick<TWorkOrderDetail, 'publicId'>) =>
      publicNumberOf(order.publicId) ?? t('workOrderPage.idPending'),
    /** The priority's label and colour; null when it has none. */
    priority: (value: string | null) => {
      const priority = priorityDisplayOf(value);
      return priority === null ? null : { label: t(priority.labelKey), color: priority.color };
    },
  };
}

/** Everyone the work order names, by id, so a history's ids read as names. */
export function peopleOf(order: TWorkOrderDetail): Map<string, TPersonSummary> {
  const people = [
    order.createdBy,
    ...order.assignees,
    ...order.followers,
    ...order.comments.map((comment) => comment.author),
    ...order.statusHistory.map((item) => item.byUser),
    ...order.assignmentHistory.map((item) => item.byUser),
    ...order.attachments.flatMap((item) => [item.byUser, item.deletedBy]),
  ];
  return new Map(people.flatMap((person) => (person ? [[person.id, person] as const] : [])));
}
