import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TWorkOrderDetail } from '@schooldog/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkOrderFormat } from '../page/format';
import '../../../i18n/workOrderPage.texts';

interface PrintSheetProps {
  order: TWorkOrderDetail;
  districtName: string;
  schoolName: string | null;
  boardName: string | null;
}

/** The printed work order: plain text in black on white, sized to fit one US Letter page. */
export function PrintSheet({ order, districtName, schoolName, boardName }: PrintSheetProps) {
  const { t } = useTranslation();
  const format = useWorkOrderFormat();
  const priority = format.priority(order.priority);
  const answers = Object.entries(order.customFields).filter(([, answer]) => answer !== '');
  // The latest comments fit; a long discussion would spill onto a second sheet.
  const comments = order.comments.slice(-5);
  return (
    <Box component="article" sx={{ color: '#000', fontSize: 13, lineHeight: 1.4 }}>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          columnGap: 2,
          rowGap: 0.5,
          borderBottom: '2px solid #000',
          pb: 1,
        }}
      >
        <div>
          <Typography variant="caption" component="p" sx={{ color: '#000' }}>
            {districtName}
          </Typography>
          <Typography variant="h1" sx={{ fontSize: 24, fontWeight: 700, color: '#000' }}>
            {t('workOrderPage.printHeading', { number: format.number(order) })}
          </Typography>
        </div>
        <Typography
          component="p"
          sx={{ fontSize: 13, textAlign: { xs: 'left', sm: 'right' }, color: '#000' }}
        >
          {format.status(order.status)}
          {priority ? ` · ${priority.label}` : ''}
        </Typography>
      </Box>
      <Typography
        component="p"
        sx={{ fontSize: 15, my: 1.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {order.description}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'auto 1fr', sm: 'auto 1fr auto 1fr' },
          gap: '4px 12px',
          m: 0,
        }}
      >
        <Field term={t('workOrderPage.school')} value={schoolName ?? t('workOrderPage.unknownSchool')} />
        <Field term={t('workOrderPage.board')} value={boardName ?? t('workOrderPage.noBoard')} />
        <Field term={t('workOrderPage.location')} value={order.location || t('workOrderPage.none')} />
        <Field term={t('workOrderPage.dueDate')} value={format.day(order.dueDate)} />
        <Field term={t('workOrderPage.scheduledStart')} value={format.day(order.scheduledStartDate)} />
        <Field term={t('workOrderPage.created')} value={format.time(order.timeCreated)} />
        <Field term={t('workOrderPage.createdBy')} value={format.person(order.createdBy)} />
        <Field
          term={t('workOrderPage.assignees')}
          value={
            order.assignees.map((person) => format.person(person)).join(', ') || t('workOrderPage.nobody')
          }
        />
        {answers.map(([field, answer]) => (
          <Field key={field} term={field} value={answer} />
        ))}
      </Box>
      {order.notes ? <Block title={t('workOrderPage.notes')}>{order.notes}</Block> : null}
      {comments.length > 0 ? (
        <Block title={t('workOrderPage.comments')}>
          {comments.map((comment) => (
            <Box key={comment.id} sx={{ mb: 0.5 }}>
              <strong>{format.person(comment.author)}</strong> ({format.time(comment.timeCreated)}):{' '}
              {comment.text}
            </Box>
          ))}
        </Block>
      ) : null}
      <Block title={t('workOrderPage.printWorkDone')}>
        <Box sx={{ height: '1.6in', border: '1px solid #000' }} />
        <Box sx={{ display: 'flex', gap: 4, mt: 2 }}>
          <Box sx={{ flex: 1, borderTop: '1px solid #000', pt: 0.5 }}>
            {t('workOrderPage.printSignature')}
          </Box>
          <Box sx={{ flex: 1, borderTop: '1px solid #000', pt: 0.5 }}>{t('workOrderPage.printDate')}</Box>
        </Box>
      </Block>
    </Box>
  );
}

function Field({ term, value }: { term: string; value: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ fontWeight: 700 }}>
        {term}
      </Box>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Box>
    </>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 2 }}>
      <Typography
        variant="h2"
        sx={{ fontSize: 14, fontWeight: 700, color: '#000', borderBottom: '1px solid #000', mb: 0.5 }}
      >
        {title}
      </Typography>
      <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
}
