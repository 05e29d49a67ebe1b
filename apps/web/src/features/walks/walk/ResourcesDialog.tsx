import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TWalk } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AppDialog } from '../../../ui/AppDialog';
import { useCurrentUser } from '../../auth/currentUser';
import { TRAINING_LIBRARY } from '../../resources/resourceLinks';
import { schoolName } from './useWalkViewer';

/** Resources during a walk: the school and the links the app has (the API has no school details yet). */
export function ResourcesDialog({ walk, onClose }: { walk: TWalk; onClose: () => void }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  return (
    <AppDialog
      isOpen
      title={t('walks.walk.resources.title')}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('walks.walk.close')}</Button>}
    >
      <Stack spacing={2}>
        <div>
          <Typography variant="subtitle2" component="h3">
            {t('walks.walk.resources.school')}
          </Typography>
          <Typography>{schoolName(me, walk.schoolId) ?? t('walks.walk.unknownSchool')}</Typography>
        </div>
        <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2 }}>
          <li>
            <Link href={TRAINING_LIBRARY.url} target="_blank" rel="noopener noreferrer">
              {t(TRAINING_LIBRARY.titleKey)} {t('common.opensInNewTab')}
            </Link>
          </li>
          <li>
            <Link component={RouterLink} to="/resources/links">
              {t('walks.walk.resources.allLinks')}
            </Link>
          </li>
        </Stack>
      </Stack>
    </AppDialog>
  );
}
