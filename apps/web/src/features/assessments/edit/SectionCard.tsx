import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LIMITS, type TAssessmentSection, type TEntry, type TObservationSettings } from '@schooldog/domain';
import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionCard } from './QuestionCard';
import '../../../i18n/assessmentEdit.texts';

interface SectionCardProps {
  section: TAssessmentSection;
  number: number;
  showScores: boolean;
  canAnswer: boolean;
  entries: ReadonlyMap<string, TEntry>;
  settings: TObservationSettings | undefined;
  onAnswer: (questionId: string, answerId: string | null) => void;
  onSectionChange: (sectionId: string, change: { skip?: boolean; notes?: string }) => void;
  /** After a refused submission, unscored questions say they need an answer. */
  isMissingShown: boolean;
}

/** A section: title, description, 'Skip this section', its Notes (when the template shows them) and its questions. */
export function SectionCard(props: SectionCardProps) {
  const { section, number, canAnswer, onSectionChange } = props;
  const { t } = useTranslation();
  const headingId = useId();
  // The notes are edited here and saved when the field is left.
  const [notes, setNotes] = useState(section.notes);
  const isNotesTooLong = notes.length > LIMITS.walkTextMax;

  const handleNotesBlur = () => {
    const trimmed = notes.trim();
    if (trimmed === section.notes || isNotesTooLong) return;
    onSectionChange(section.id, { notes: trimmed });
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1}>
        <Typography id={headingId} variant="h6" component="h2">
          {`${number}. ${section.title}`}
        </Typography>
        {section.description ? (
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
            {section.description}
          </Typography>
        ) : null}
        <FormControlLabel
          control={
            <Switch
              checked={section.skip}
              disabled={!canAnswer}
              onChange={(event) => onSectionChange(section.id, { skip: event.target.checked })}
            />
          }
          label={t('assessmentEdit.section.skip')}
        />
        {section.skip ? (
          <Typography variant="body2" color="text.secondary">
            {t('assessmentEdit.section.skipped')}
          </Typography>
        ) : (
          <Stack spacing={2.5} divider={<Divider flexItem />} sx={{ pt: 1 }}>
            {section.questions.map((question, index) => (
              <Fragment key={question.id}>
                <QuestionCard
                  question={question}
                  number={`${number}.${index + 1}`}
                  showScores={props.showScores}
                  canAnswer={canAnswer}
                  entries={props.entries}
                  settings={props.settings}
                  onAnswer={props.onAnswer}
                  isMissingShown={props.isMissingShown}
                />
              </Fragment>
            ))}
          </Stack>
        )}
        {section.showNotes && !section.skip ? (
          <TextField
            multiline
            minRows={2}
            label={t('assessmentEdit.section.notes')}
            value={notes}
            disabled={!canAnswer}
            error={isNotesTooLong}
            helperText={isNotesTooLong ? t('assessmentEdit.begin.tooLong', { max: LIMITS.walkTextMax }) : ' '}
            onChange={(event) => setNotes(event.target.value)}
            onBlur={handleNotesBlur}
            sx={{ mt: 1 }}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
