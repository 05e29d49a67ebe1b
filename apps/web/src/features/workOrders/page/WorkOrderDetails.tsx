import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TMeResponse, TTasksSettings, TWorkOrderDetail } from '@schooldog/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EntryPictureList } from '../../entries/EntryPicture';
import { useWorkOrderFormat } from './format';
import { PageSection } from './PageSection';
import '../../../i18n/workOrderPage.texts';

/** The board's name on its colour; null without a board, the id of one no longer in the settings. */
export function boardOf(order: TWorkOrderDetail, settings: TTasksSettings | undefined) {
  if (order.boardId === null) return null;
  const board = settings?.boards.find((candidate) => candidate.id === order.boardId);
  return board ? { name: board.name, color: board.color } : null;
}

export const schoolNameOf = (me: TMeResponse, schoolId: string) =>
  me.schools.find((school) => school.id === schoolId)?.name ?? null;

/** Where and when: board, school, location, dates, notes, custom field answers, the entry it came from. */
export function WorkOrderDetails({
  order,
  me,
  settings,
}: {
  order: TWorkOrderDetail;
  me: TMeResponse;
  settings: TTasksSettings | undefined;
}) {
  const { t } = useTranslation();
  const format = useWorkOrderFormat();
  const board = boardOf(order, settings);
  const answers = Object.entries(order.customFields).filter(([, answer]) => answer !== '');
  return (
    <PageSection title={t('workOrderPage.details')}>
      <Box
        component="dl"
        aria-label={t('workOrderPage.details')}
        sx={{
          m: 0,
          display: 'grid',
          // On a phone each term sits over its value, so long terms (Spanish) leave the value room.
          gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
          columnGap: 1.5,
          rowGap: { xs: 0, sm: 0.25 },
        }}
      >
        <Detail
          term={t('workOrderPage.board')}
          value={
            board ? (
              <Chip size="small" label={board.name} sx={{ bgcolor: board.color, color: 'common.white' }} />
            ) : (
              t('workOrderPage.noBoard')
            )
          }
        />
        <Detail
          term={t('workOrderPage.school')}
          value={schoolNameOf(me, order.schoolId) ?? t('workOrderPage.unknownSchool')}
        />
        <Detail term={t('workOrderPage.location')} value={order.location || t('workOrderPage.none')} />
        <Detail term={t('workOrderPage.dueDate')} value={format.day(order.dueDate)} />
        <Detail term={t('workOrderPage.scheduledStart')} value={format.day(order.scheduledStartDate)} />
        {order.timeCompleted ? (
          <Detail term={t('workOrderPage.completed')} value={format.time(order.timeCompleted)} />
        ) : null}
        <Detail
          term={t('workOrderPage.created')}
          value={t('workOrderPage.byAt', {
            person: format.person(order.createdBy),
            time: format.time(order.timeCreated),
          })}
        />
        {order.notes ? <Detail term={t('workOrderPage.notes')} value={order.notes} /> : null}
        {answers.map(([field, answer]) => (
          <Detail key={field} term={field} value={answer} />
        ))}
      </Box>
      {order.entryId ? (
        <Box sx={{ mt: 2 }}>
          <Link component={RouterLink} to={`/entries/${order.entryId}`}>
            {t('workOrderPage.fromEntry')}
          </Link>
        </Box>
      ) : null}
      {order.imagePaths.length > 0 ? (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {t('workOrderPage.pictures')}
          </Typography>
          <EntryPictureList paths={order.imagePaths} size={96} />
        </Box>
      ) : null}
    </PageSection>
  );
}

function Detail({ term, value }: { term: string; value: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 0.75, sm: 0 } }}>
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </>
  );
}
