import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TWorkOrderDetail } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { peopleOf, useWorkOrderFormat } from './format';
import { PageSection } from './PageSection';
import '../../../i18n/workOrderPage.texts';

/** The status history and the assignment history, newest first. */
export function WorkOrderHistories({ order }: { order: TWorkOrderDetail }) {
  const { t } = useTranslation();
  const format = useWorkOrderFormat();
  const people = peopleOf(order);
  const names = (ids: readonly string[]) =>
    ids.length === 0 ? t('workOrderPage.nobody') : ids.map((id) => format.person(people.get(id))).join(', ');
  const statuses = [...order.statusHistory].reverse();
  const assignments = [...order.assignmentHistory].reverse();
  return (
    <>
      <PageSection title={t('workOrderPage.statusHistory')}>
        {statuses.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('workOrderPage.noHistory')}
          </Typography>
        ) : (
          <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {statuses.map((item) => (
              <li key={`${item.timestamp}-${item.toStatus}`}>
                <Typography variant="body2">
                  {item.fromStatus
                    ? t('workOrderPage.statusMoved', {
                        from: format.status(item.fromStatus),
                        to: format.status(item.toStatus),
                      })
                    : t('workOrderPage.statusStarted', { to: format.status(item.toStatus) })}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p">
                  {t('workOrderPage.byAt', {
                    person: format.person(item.byUser),
                    time: format.time(item.timestamp),
                  })}
                </Typography>
                {item.comment ? (
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {`“${item.comment}”`}
                  </Typography>
                ) : null}
              </li>
            ))}
          </Stack>
        )}
      </PageSection>
      <PageSection title={t('workOrderPage.assignmentHistory')}>
        {assignments.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('workOrderPage.noHistory')}
          </Typography>
        ) : (
          <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {assignments.map((item) => (
              <li key={item.timestamp}>
                <Typography variant="body2">
                  {t('workOrderPage.assignedTo', { people: names(item.assignedUserIds) })}
                </Typography>
                {item.newlyAssignedUserIds.length > 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    {t('workOrderPage.newlyAssigned', { people: names(item.newlyAssignedUserIds) })}
                  </Typography>
                ) : null}
                <Typography variant="caption" color="text.secondary" component="p">
                  {t('workOrderPage.byAt', {
                    person: format.person(item.byUser),
                    time: format.time(item.timestamp),
                  })}
                </Typography>
              </li>
            ))}
          </Stack>
        )}
      </PageSection>
    </>
  );
}
