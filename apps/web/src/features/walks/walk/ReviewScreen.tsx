import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TWalk } from '@schooldog/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToast } from '../../../ui/toast';
import { useObservationSettings } from '../../observation-settings/queries';
import { useWalkEntries } from '../queries';
import { WithContextPanel } from './ContextPanel';
import { EntriesFilter, filterEntries, NO_FILTER } from './EntriesFilter';
import { PlaceInProgressButton } from './PlaceInProgressButton';
import { WalkReportsCard } from '../WalkReports';
import { ReviewForm } from './ReviewForm';
import { useWalkOfRoute } from './useWalkOfRoute';
import { WalkEntryCards } from './WalkEntryCards';
import { WalkHeader } from './WalkHeader';
import { WalkLoading } from './WalkLoading';

// The walk's assessments, read-only, load after the walk itself.
const WalkAssessments = lazy(async () => ({
  default: (await import('../../assessments/submitted/WalkAssessments')).WalkAssessments,
}));

/** /walks/walk/:walkId/review: the walk in review, read-only, with the reviewer's answer (spec 000 §2). */
export function ReviewScreen() {
  const { walk, setRedirectsHeld } = useWalkOfRoute('review');
  if (!walk) return <WalkLoading />;
  return <ReviewContent walk={walk} onSending={setRedirectsHeld} />;
}

function ReviewContent({ walk, onSending }: { walk: TWalk; onSending: (isSending: boolean) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const settings = useObservationSettings();
  const entries = useWalkEntries(walk.id);
  const [filter, setFilter] = useState(NO_FILTER);

  const handleRevisionsRequested = () => {
    toast.info(t('messages.revisionsRequested'));
    void navigate('/walks');
  };

  return (
    <Stack spacing={2} sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1200, mx: 'auto' }}>
      <WalkHeader walk={walk} actions={<PlaceInProgressButton walk={walk} />} />
      <WithContextPanel walk={walk}>
        <WalkReportsCard walk={walk} />
        <Typography variant="h6" component="h2">
          {t('walks.walk.entriesTitle')}
        </Typography>
        <EntriesFilter value={filter} onChange={setFilter} settings={settings.data} />
        <WalkEntryCards
          entries={filterEntries(entries.data, filter)}
          isError={entries.isError}
          settings={settings.data}
          expectedCount={walk.entryCount}
        />
        <Suspense fallback={null}>
          <WalkAssessments walk={walk} entries={entries.data} />
        </Suspense>
        <ReviewForm walk={walk} onSending={onSending} onRevisionsRequested={handleRevisionsRequested} />
      </WithContextPanel>
    </Stack>
  );
}
