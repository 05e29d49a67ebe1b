import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { canDeleteAssessment, isAssessmentComplete, type TAssessment, type TWalk } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useConnectivity } from '../../../offline/connectivity';
import { useWalkViewer } from '../../walks/walk/useWalkViewer';
import { ScoreChip } from '../ScoreChip';
import { useAnsweringWrites } from './useAnswering';
import '../../../i18n/assessmentEdit.texts';

interface WalkAssessmentRowProps {
  walk: TWalk;
  assessment: TAssessment;
  onRemove: () => void;
}

/** One of a walk's assessments on the finish tab: name, state, score; Open, Skip or Include, Remove. */
export function WalkAssessmentRow({ walk, assessment, onRemove }: WalkAssessmentRowProps) {
  const { t } = useTranslation();
  const viewer = useWalkViewer();
  const { isOffline } = useConnectivity();
  const writes = useAnsweringWrites(assessment.id);
  const canManage = canDeleteAssessment(viewer, { ...assessment, walk });
  const state = assessment.skip ? 'skipped' : isAssessmentComplete(assessment) ? 'complete' : 'incomplete';
  const stateColor = state === 'complete' ? 'success' : state === 'incomplete' ? 'warning' : 'default';
  return (
    <Card variant="outlined" sx={{ p: 1.5 }}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0 }}>
            {assessment.name}
          </Typography>
          <Chip size="small" color={stateColor} label={t(`assessmentEdit.walk.state.${state}`)} />
          {assessment.showScores && !assessment.skip ? (
            <ScoreChip
              totalScore={assessment.totalScore}
              maxScore={assessment.maxScore}
              score={assessment.score}
              band={assessment.band}
            />
          ) : null}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
          <Button
            size="small"
            variant="outlined"
            component={RouterLink}
            to={`/assessments/edit/${assessment.id}`}
            aria-label={t('assessmentEdit.walk.openNamed', { name: assessment.name })}
          >
            {t('assessmentEdit.walk.open')}
          </Button>
          {canManage ? (
            <>
              <Button size="small" onClick={() => writes.update({ skip: !assessment.skip })}>
                {assessment.skip ? t('assessmentEdit.walk.include') : t('assessmentEdit.walk.skip')}
              </Button>
              <Button size="small" color="error" disabled={isOffline} onClick={onRemove}>
                {t('assessmentEdit.walk.remove')}
              </Button>
            </>
          ) : null}
        </Stack>
      </Stack>
    </Card>
  );
}
