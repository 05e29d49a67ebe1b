import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TSchoolInfo, TWalk } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AppDialog } from '../../../ui/AppDialog';
import { NewTabLink } from '../../../ui/NewTabLink';
import { RetryAlert } from '../../../ui/RetryAlert';
import { SkeletonRegion } from '../../../ui/SkeletonRegion';
import { TRAINING_LIBRARY } from '../../resources/resourceLinks';
import { addressLines, useSchoolInfo } from '../../schools/schoolInfo';

const PHONES = [
  ['phone', 'walks.walk.resources.phone'],
  ['officePhone', 'walks.walk.resources.officePhone'],
  ['schoolOfficeNumber', 'walks.walk.resources.schoolOffice'],
  ['principalOfficePhone', 'walks.walk.resources.principalOffice'],
  ['contactPhone', 'walks.walk.resources.contactPhone'],
  ['fax', 'walks.walk.resources.fax'],
] as const;

/** Where a URL leads, whatever its case or trailing slash. */
const sameAddress = (a: string, b: string) =>
  a.trim().replace(/\/+$/, '').toLowerCase() === b.trim().replace(/\/+$/, '').toLowerCase();

/** The school's links but its website, which the contact above already shows. */
function linksBesidesWebsite(school: TSchoolInfo | undefined) {
  const website = school?.website;
  return (school?.links ?? []).filter((link) => !website || !sameAddress(link.url, website));
}

/** Resources during a walk: the school's contact information and links, and the app's links. */
export function ResourcesDialog({ walk, onClose }: { walk: TWalk; onClose: () => void }) {
  const { t } = useTranslation();
  const school = useSchoolInfo(walk.schoolId);
  return (
    <AppDialog
      isOpen
      title={t('walks.walk.resources.title')}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('walks.walk.close')}</Button>}
    >
      <Stack spacing={2}>
        {school.isPending ? (
          <SchoolContactSkeleton label={t('walks.walk.resources.loading')} />
        ) : school.isError ? (
          <RetryAlert
            retryLabel={t('walks.walk.resources.retry')}
            onRetry={() => void school.refetch()}
            cause={school.error}
          >
            {t('walks.walk.resources.loadFailed')}
          </RetryAlert>
        ) : (
          <SchoolContact school={school.data} />
        )}
        <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2 }}>
          {linksBesidesWebsite(school.data).map((link) => (
            <li key={link.url}>
              <NewTabLink href={link.url}>{link.name}</NewTabLink>
            </li>
          ))}
          <li>
            <NewTabLink href={TRAINING_LIBRARY.url}>{t(TRAINING_LIBRARY.titleKey)}</NewTabLink>
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

/** The contact's shape while it loads: name, two address lines, the principal and a phone. */
function SchoolContactSkeleton({ label }: { label: string }) {
  return (
    <SkeletonRegion label={label}>
      <Typography variant="subtitle1" component="div">
        <Skeleton width="55%" />
      </Typography>
      {['70%', '45%', '60%', '50%'].map((width, index) => (
        <Typography key={width} variant="body2" component="div" sx={{ mt: index === 2 ? 1 : 0 }}>
          <Skeleton width={width} />
        </Typography>
      ))}
    </SkeletonRegion>
  );
}

function SchoolContact({ school }: { school: TSchoolInfo }) {
  const { t } = useTranslation();
  return (
    <div>
      <Typography variant="subtitle1" component="h3">
        {school.name}
      </Typography>
      {addressLines(school.address).map((line) => (
        <Typography key={line} variant="body2">
          {line}
        </Typography>
      ))}
      {school.principalName && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('walks.walk.resources.principal', { name: school.principalName })}
        </Typography>
      )}
      {PHONES.map(([field, key]) => {
        const number = school[field];
        return number ? (
          <Typography key={field} variant="body2">
            {t(key)}: <Link href={`tel:${number.replace(/[^\d+]/g, '')}`}>{number}</Link>
          </Typography>
        ) : null;
      })}
      {[school.email, school.principalEmail].filter(Boolean).map((email) => (
        <Typography key={email} variant="body2">
          <Link href={`mailto:${email}`}>{email}</Link>
        </Typography>
      ))}
      {school.website && (
        <Typography variant="body2">
          <NewTabLink href={school.website}>{school.website.replace(/^https?:\/\//, '')}</NewTabLink>
        </Typography>
      )}
    </div>
  );
}
