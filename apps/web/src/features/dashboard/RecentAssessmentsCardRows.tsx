import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { assessmentPath, type TAssessmentSummary } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { currentLanguage } from '../../i18n';
import { ASSESSMENT_STATUS_COLORS, ASSESSMENT_STATUS_LABEL_KEYS } from '../assessments/list/labels';
import { ScoreChip } from '../assessments/ScoreChip';

/** Rows of the Recent Assessments card and its view-all dialog: name, date, status, score in its colour. */
export function RecentAssessmentsCardRows({
  assessments,
  labelledBy,
}: {
  assessments: readonly TAssessmentSummary[];
  labelledBy?: string;
}) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(currentLanguage(i18n), { dateStyle: 'medium' });
  return (
    <List disablePadding aria-labelledby={labelledBy}>
      {assessments.map((assessment) => {
        const path = assessmentPath(assessment);
        const when = assessment.timeSubmitted ?? assessment.timeCreated;
        const content = (
          <>
            <ListItemText primary={assessment.name} secondary={date.format(new Date(when))} />
            <Stack direction="row" spacing={0.5} sx={{ ml: 1, flexShrink: 0 }}>
              {assessment.status === 'submitted' ? null : (
                <Chip
                  size="small"
                  color={ASSESSMENT_STATUS_COLORS[assessment.status]}
                  label={t(ASSESSMENT_STATUS_LABEL_KEYS[assessment.status])}
                />
              )}
              {assessment.showScores ? <ScoreChip score={assessment.score} band={assessment.band} /> : null}
            </Stack>
          </>
        );
        return (
          // A list holds list items only (axe): the link goes inside one.
          <ListItem key={assessment.id} disablePadding divider>
            {path ? (
              <ListItemButton component={RouterLink} to={path}>
                {content}
              </ListItemButton>
            ) : (
              content
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
