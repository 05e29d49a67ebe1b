import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../ui/PageHeading';
import { useMe } from '../auth/me';

/** /utility/maintenance: where everyone but product staff waits while maintenance mode is on. */
export function MaintenancePage() {
  const { t } = useTranslation();
  const { data: me } = useMe({ onlyWithSessionHint: true });
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ConstructionOutlinedIcon color="primary" sx={{ fontSize: 56 }} aria-hidden="true" />
      <PageHeading title={t('messages.maintenance')} />
      <Typography>{t('errors.maintenance.body')}</Typography>
      {me ? (
        <Button component={RouterLink} to="/sign-out" variant="outlined">
          {t('common.signOut')}
        </Button>
      ) : (
        <Button component={RouterLink} to="/auth/signin" variant="outlined">
          {t('errors.maintenance.staffSignIn')}
        </Button>
      )}
    </Stack>
  );
}
