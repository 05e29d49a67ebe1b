import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TWorkOrderDetail } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { PageSection } from './PageSection';
import { PeopleAvatars } from './PeopleAvatars';
import '../../../i18n/workOrderPage.texts';

/** Who works it (assignees) and who hears of it (followers). */
export function WorkOrderPeople({ order }: { order: TWorkOrderDetail }) {
  const { t } = useTranslation();
  return (
    <PageSection title={t('workOrderPage.people')}>
      <Stack spacing={2}>
        <div>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            {t('workOrderPage.assignees')}
          </Typography>
          <PeopleAvatars people={order.assignees} label={t('workOrderPage.assignees')} />
        </div>
        <div>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            {t('workOrderPage.followers')}
          </Typography>
          <PeopleAvatars people={order.followers} label={t('workOrderPage.followers')} />
        </div>
      </Stack>
    </PageSection>
  );
}
