import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { assessmentPath, type AssessmentStatus, type ScoreBand } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ScoreChip } from '../ScoreChip';

interface ScoredAssessment {
  id: string;
  name: string;
  status: AssessmentStatus;
  score: number | null;
  band: ScoreBand;
  showScores: boolean;
}

/**
 * The scores of submitted assessments on an entry or a complete walk's card (spec 000 §2 "An
 * assessment status of submitted shows its score on an entry"; walk cards "assessment scores when
 * complete"): each name links to its read-only view. Nothing when none is submitted with scores shown.
 */
export function AssessmentScores({ assessments }: { assessments: readonly ScoredAssessment[] }) {
  const { t } = useTranslation();
  const scored = assessments.filter((a) => a.status === 'submitted' && a.showScores);
  if (scored.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t('assessmentViews.score.listLabel')}
      // Above a card-wide link, so these links get the tap.
      sx={{ p: 0, m: 0, listStyle: 'none', display: 'grid', gap: 0.5, position: 'relative', zIndex: 1 }}
    >
      {scored.map((assessment) => (
        <Typography
          component="li"
          variant="body2"
          key={assessment.id}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
        >
          <Link component={RouterLink} to={assessmentPath(assessment) ?? '/assessments'}>
            {assessment.name}
          </Link>
          <ScoreChip score={assessment.score} band={assessment.band} />
        </Typography>
      ))}
    </Box>
  );
}
