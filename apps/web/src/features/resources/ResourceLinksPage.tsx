import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../ui/PageHeading';
import { LandingNotice } from '../dashboard/landing';
import { ResourceCard } from './ResourceCard';
import { currentRegion } from './region';
import { NATIONAL_REPORTS, REGIONAL_TOOLKITS, type ResourceLink, TRAINING_LIBRARY } from './resourceLinks';

function ResourceSection({ title, links }: { title: string; links: readonly ResourceLink[] }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography variant="h2" id={headingId} sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}
      >
        {links.map((link) => (
          <ResourceCard key={link.id} link={link} />
        ))}
      </Box>
    </Box>
  );
}

/**
 * /resources/links: training, regional resources by host, and national school-safety reports. For a
 * user without the dashboard it is where they start, so it says what SchoolDog offers them.
 */
export function ResourceLinksPage() {
  const { t } = useTranslation();
  const region = currentRegion();
  return (
    <>
      <PageHeading title={t('resources.title')} subtitle={t('resources.subtitle')} />
      <LandingNotice />
      <ResourceSection title={t('resources.sections.training')} links={[TRAINING_LIBRARY]} />
      {region ? (
        <ResourceSection title={t('resources.sections.regional')} links={[REGIONAL_TOOLKITS[region]]} />
      ) : null}
      <ResourceSection title={t('resources.sections.national')} links={NATIONAL_REPORTS} />
    </>
  );
}
