import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { assessmentPath, type TAssessmentSummary } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { currentLanguage } from '../../../i18n';
import { Detail, DetailList } from '../../../ui/DetailList';
import { ScoreChip } from '../ScoreChip';
import { AssessmentPerson } from './AssessmentPerson';
import { ASSESSMENT_STATUS_COLORS, ASSESSMENT_STATUS_LABEL_KEYS } from './labels';

interface AssessmentCardProps {
  assessment: TAssessmentSummary;
  schoolName: string;
}

/**
 * One assessment of the list: its name (linked by status, spec 000 §2 "Assessment links"),
 * school, status, score in its colour when the template shows scores, who and when.
 */
export function AssessmentCard({ assessment, schoolName }: AssessmentCardProps) {
  const { t, i18n } = useTranslation();
  const format = (iso: string) =>
    new Intl.DateTimeFormat(currentLanguage(i18n), { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  const path = assessmentPath(assessment);
  const lastSubmitted = assessment.status === 'editing' ? assessment.timeLastSubmitted : null;

  return (
    <Card
      variant="outlined"
      sx={{ position: 'relative', height: '100%', '&:hover': { bgcolor: 'action.hover' } }}
    >
      <CardContent sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {path ? (
            <Link
              component={RouterLink}
              to={path}
              underline="hover"
              color="inherit"
              // The link covers the card, so a tap anywhere opens it; names sit above it.
              sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
            >
              {assessment.name}
            </Link>
          ) : (
            assessment.name
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {schoolName}
        </Typography>
        <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Chip
            size="small"
            color={ASSESSMENT_STATUS_COLORS[assessment.status]}
            label={t(ASSESSMENT_STATUS_LABEL_KEYS[assessment.status])}
          />
          {assessment.skip ? (
            <Chip size="small" variant="outlined" label={t('assessmentViews.skipped')} />
          ) : null}
          {assessment.showScores ? (
            <ScoreChip
              score={assessment.score}
              band={assessment.band}
              totalScore={assessment.totalScore}
              maxScore={assessment.maxScore}
            />
          ) : null}
        </Stack>
        <DetailList>
          <Detail
            term={t('assessmentViews.card.createdBy')}
            value={<AssessmentPerson userId={assessment.createdByUserId} />}
          />
          <Detail
            term={t('assessmentViews.card.created')}
            value={<time dateTime={assessment.timeCreated}>{format(assessment.timeCreated)}</time>}
          />
          {assessment.status === 'submitted' && assessment.timeSubmitted ? (
            <>
              <Detail
                term={t('assessmentViews.card.submittedBy')}
                value={<AssessmentPerson userId={assessment.submittedByUserId} />}
              />
              <Detail
                term={t('assessmentViews.card.submitted')}
                value={<time dateTime={assessment.timeSubmitted}>{format(assessment.timeSubmitted)}</time>}
              />
            </>
          ) : null}
          {lastSubmitted ? (
            <Detail
              term={t('assessmentViews.card.lastSubmitted')}
              value={<time dateTime={lastSubmitted}>{format(lastSubmitted)}</time>}
            />
          ) : null}
        </DetailList>
      </CardContent>
    </Card>
  );
}
