import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import InstallMobileIcon from '@mui/icons-material/InstallMobile';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useStandalone } from '../../app/useStandalone';
import { promptInstall, useCanInstall } from '../../offline/pwa/installPrompt';
import { PageHeading } from '../../ui/PageHeading';
import { detectInstallBrowser, type InstallBrowser, type InstallGuide, orderedGuides } from './browsers';

function currentBrowser(): InstallBrowser {
  if (typeof navigator === 'undefined') return 'other';
  return detectInstallBrowser(navigator.userAgent, navigator.maxTouchPoints);
}

/**
 * /install, without sign-in (spec 000 §2): how to install the app in each browser, this
 * browser's first and open, and Install App where the browser offers installation.
 */
export function InstallPage() {
  const { t } = useTranslation();
  const canInstall = useCanInstall();
  const isStandalone = useStandalone();
  const [isInstalled, setInstalled] = useState(false);
  const [current] = useState(currentBrowser);
  const guides = useMemo(() => orderedGuides(current), [current]);

  const handleInstall = async () => {
    if ((await promptInstall()) === 'accepted') setInstalled(true);
  };

  return (
    <Stack spacing={3}>
      <PageHeading
        title={t('offline.install.title')}
        subtitle={t('offline.install.subtitle')}
        hasBottomMargin={false}
      />
      {isStandalone ? <Alert severity="success">{t('offline.install.running')}</Alert> : null}
      {isInstalled ? <Alert severity="success">{t('offline.install.installed')}</Alert> : null}
      {canInstall && !isStandalone ? (
        <Box>
          <Button
            variant="contained"
            size="large"
            startIcon={<InstallMobileIcon />}
            onClick={() => void handleInstall()}
          >
            {t('offline.install.installApp')}
          </Button>
        </Box>
      ) : null}
      <Box>
        {guides.map((guide) => (
          <GuideSection key={guide.browser} guide={guide} isCurrent={guide.browser === current} />
        ))}
      </Box>
      <Link component={RouterLink} to="/" variant="body1">
        {t('offline.install.continue')}
      </Link>
    </Stack>
  );
}

function GuideSection({ guide, isCurrent }: { guide: InstallGuide; isCurrent: boolean }) {
  const { t } = useTranslation();
  const id = `install-${guide.browser}`;
  return (
    <Accordion
      defaultExpanded={isCurrent}
      disableGutters
      variant="outlined"
      slotProps={{ heading: { component: 'h2' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-steps`} id={`${id}-title`}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="span" variant="h3">
            {t(guide.titleKey)}
          </Typography>
          {isCurrent ? <Chip size="small" color="primary" label={t('offline.install.thisBrowser')} /> : null}
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`${id}-steps`}>
        <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
          {guide.stepKeys.map((key) => (
            <Typography component="li" key={key}>
              {t(key)}
            </Typography>
          ))}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
