import { lazy, Suspense } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TWalk } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { useObservationSettings } from '../../observation-settings/queries';
import { walkEntriesCsvUrl } from '../api';
import { useWalkEntries } from '../queries';
import { PlaceInProgressButton } from './PlaceInProgressButton';
import { WalkLoading } from './WalkLoading';
import { useWalkOfRoute } from './useWalkOfRoute';
import { useCanDownloadWalkReports, WalkReportsCard } from '../WalkReports';
import { WalkContextSummary } from './WalkContextSummary';
import { WalkEntryCards } from './WalkEntryCards';
import { WalkHeader } from './WalkHeader';

// The walk's assessments, read-only, load after the walk itself.
const WalkAssessments = lazy(async () => ({
  default: (await import('../../assessments/submitted/WalkAssessments')).WalkAssessments,
}));

/** /walks/walk/:walkId/complete: a complete walk, read-only, with its CSV download (spec 000 §2). */
export function CompleteView() {
  const { walk } = useWalkOfRoute('complete');
  if (!walk) return <WalkLoading />;
  return <CompleteContent walk={walk} />;
}

function CompleteContent({ walk }: { walk: TWalk }) {
  const { t } = useTranslation();
  const settings = useObservationSettings();
  const entries = useWalkEntries(walk.id);
  const canDownload = useCanDownloadWalkReports(walk);
  return (
    <Stack spacing={2} sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1200, mx: 'auto' }}>
      <WalkHeader
        walk={walk}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {canDownload ? (
              <Button variant="contained" component="a" href={walkEntriesCsvUrl(walk.id)} download>
                {t('walks.complete.downloadCsv')}
              </Button>
            ) : null}
            <PlaceInProgressButton walk={walk} />
          </Stack>
        }
      />
      <WalkReportsCard walk={walk} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <WalkContextSummary walk={walk} />
      </Paper>
      <Typography variant="h6" component="h2">
        {t('walks.walk.entriesTitle')}
      </Typography>
      <WalkEntryCards
        entries={entries.data}
        isError={entries.isError}
        settings={settings.data}
        expectedCount={walk.entryCount}
      />
      <Suspense fallback={null}>
        <WalkAssessments walk={walk} entries={entries.data} />
      </Suspense>
    </Stack>
  );
}
