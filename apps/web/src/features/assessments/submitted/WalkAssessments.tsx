import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TEntry } from '@schooldog/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListRowsSkeleton } from '../../../ui/ListRowsSkeleton';
import { RetryAlert } from '../../../ui/RetryAlert';
import { fetchWalkAssessments } from '../api';
import { assessmentKeys } from '../keys';
import { ScoreChip } from '../ScoreChip';
import { ReadOnlySections } from './ReadOnlySections';

/**
 * A walk's assessments, read only, on its review screen and complete view (spec 000 §2 "Review
 * screen": read-only assessments). `entries` are the walk's, which the questions link to.
 */
export function WalkAssessments({
  walk,
  entries,
}: {
  walk: { id: string; assessmentIds: readonly string[] };
  entries: readonly TEntry[] | undefined;
}) {
  const { t } = useTranslation();
  const hasAssessments = walk.assessmentIds.length > 0;
  const assessments = useQuery({
    queryKey: assessmentKeys.walk(walk.id),
    queryFn: ({ signal }) => fetchWalkAssessments(walk.id, signal),
    enabled: hasAssessments,
  });
  if (!hasAssessments) return null;
  return (
    <Stack spacing={2} component="section" aria-label={t('assessmentViews.walk.title')}>
      <Typography variant="h6" component="h2">
        {t('assessmentViews.walk.title')}
      </Typography>
      {assessments.isPending ? <ListRowsSkeleton count={2} /> : null}
      {assessments.isError ? (
        <RetryAlert
          retryLabel={t('assessmentViews.list.retry')}
          onRetry={() => void assessments.refetch()}
          cause={assessments.error}
        >
          {t('assessmentViews.walk.loadFailed')}
        </RetryAlert>
      ) : null}
      {(assessments.data ?? []).map((assessment) => (
        <Stack key={assessment.id} spacing={1.5}>
          <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {assessment.name}
            </Typography>
            {assessment.showScores && !assessment.skip ? (
              <ScoreChip
                score={assessment.score}
                band={assessment.band}
                totalScore={assessment.totalScore}
                maxScore={assessment.maxScore}
              />
            ) : null}
            {assessment.skip ? <Chip size="small" label={t('assessmentViews.skipped')} /> : null}
          </Stack>
          {assessment.skip ? (
            <Typography variant="body2" color="text.secondary">
              {t('assessmentViews.walk.skippedNote')}
            </Typography>
          ) : (
            <ReadOnlySections assessment={assessment} entries={entries ?? []} />
          )}
        </Stack>
      ))}
    </Stack>
  );
}
