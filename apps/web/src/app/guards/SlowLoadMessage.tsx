import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BrandMark } from '../../ui/BrandMark';

interface SlowLoadMessageProps {
  /** Extra ways out: Launch in Offline Mode when a user is cached on the device. */
  extraActions?: ReactNode;
}

/** Shown when the account takes too long to load or the server cannot be reached. */
export function SlowLoadMessage({ extraActions }: SlowLoadMessageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack
      component="main"
      sx={{ minHeight: '100dvh', alignItems: 'center', justifyContent: 'center', p: 2 }}
    >
      <Paper role="alert" sx={{ p: { xs: 3, sm: 4 }, maxWidth: 480, width: '100%' }}>
        <Stack spacing={2}>
          <BrandMark color="primary.main" />
          <Typography variant="h1">{t('shell.slowLoad.title')}</Typography>
          <Typography>{t('shell.slowLoad.body')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="contained" onClick={() => navigate('/sign-out')}>
              {t('common.signOut')}
            </Button>
            {extraActions}
          </Stack>
        </Stack>
      </Paper>
    </Stack>
  );
}
