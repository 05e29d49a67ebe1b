import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { assessmentProgress, type TAssessment } from '@schooldog/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../ui/PageHeading';
import { InstructionsDialog } from './InstructionsDialog';
import { ScoreChip } from '../ScoreChip';
import { ASSESSMENT_STATUS_COLORS, ASSESSMENT_STATUS_LABEL_KEYS } from '../list/labels';
import '../../../i18n/assessmentEdit.texts';

interface AssessmentHeaderProps {
  assessment: TAssessment;
  schoolName: string;
  /** Submit or Back to walk, and Delete. */
  actions: ReactNode;
}

/**
 * The answering view's header: name, school, status, progress (answered of total), the live score
 * and the instructions. Progress is shown apart from the score: a part-answered percent counts the
 * unanswered as 0, so it takes its thresholds' colour only once complete (the domain's band).
 */
export function AssessmentHeader({ assessment, schoolName, actions }: AssessmentHeaderProps) {
  const { t } = useTranslation();
  const [isInstructionsOpen, setInstructionsOpen] = useState(false);
  const details = [assessment.location, assessment.notes].filter(Boolean);
  const progress = assessmentProgress(assessment);
  const progressLabel = t('assessmentEdit.header.progress', progress);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <PageHeading title={assessment.name} subtitle={schoolName} hasBottomMargin={false} />
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Chip
          size="small"
          color={ASSESSMENT_STATUS_COLORS[assessment.status]}
          label={t(ASSESSMENT_STATUS_LABEL_KEYS[assessment.status])}
        />
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {progressLabel}
        </Typography>
        {assessment.showScores ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} aria-live="polite">
            <Typography variant="body2" color="text.secondary">
              {t('assessmentEdit.header.score')}
            </Typography>
            <ScoreChip
              totalScore={assessment.totalScore}
              maxScore={assessment.maxScore}
              score={assessment.score}
              band={assessment.band}
            />
          </Stack>
        ) : null}
      </Stack>
      <LinearProgress
        variant="determinate"
        value={progress.total > 0 ? (progress.answered / progress.total) * 100 : 0}
        aria-label={progressLabel}
        sx={{ mt: 1.5, height: 6, borderRadius: 3 }}
      />
      {details.map((detail, position) => (
        <Typography
          key={position}
          variant="body2"
          color="text.secondary"
          sx={{ mt: 1, whiteSpace: 'pre-wrap' }}
        >
          {detail}
        </Typography>
      ))}
      <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
        {assessment.disclaimer ? (
          <Button variant="outlined" onClick={() => setInstructionsOpen(true)}>
            {t('assessmentEdit.header.instructions')}
          </Button>
        ) : null}
        {actions}
      </Stack>
      {isInstructionsOpen ? (
        <InstructionsDialog disclaimer={assessment.disclaimer} onClose={() => setInstructionsOpen(false)} />
      ) : null}
    </Paper>
  );
}
