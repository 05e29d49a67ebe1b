import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { canAddWalkAssessment, newId, type TAssessment, type TWalk } from '@schooldog/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConnectivity } from '../../../offline/connectivity';
import { useToast } from '../../../ui/toast';
import { useOfferedRubrics } from '../../assessments/begin/offeredRubrics';
import { useCreateAssessment } from '../../assessments/begin/useCreateAssessment';
import { DeleteAssessmentDialog } from '../../assessments/edit/DeleteAssessmentDialog';
import { useDeleteAssessment } from '../../assessments/edit/queries';
import {
  firstUnscoredPath,
  REFUSED_STATE,
  useWalkAssessments,
  walkAssessmentsRefusal,
} from '../../assessments/edit/walkAssessments';
import { WalkAssessmentRow } from '../../assessments/edit/WalkAssessmentRow';
import { useWalkViewer } from './useWalkViewer';
import '../../../i18n/assessmentEdit.texts';

interface WalkAssessmentsSectionProps {
  walk: TWalk;
}

/**
 * The finish tab's Assessments (spec 000 §2 "Walk screen"): the walk's assessments with their
 * score and whether they are complete; Add from an offered template, Open, Skip or Include, and
 * Remove (the 'delete assessment' dialog). Adding and removing need a connection.
 */
export function WalkAssessmentsSection({ walk }: WalkAssessmentsSectionProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const headingId = useId();
  const viewer = useWalkViewer();
  const { isOffline } = useConnectivity();
  const assessments = useWalkAssessments(walk.id);
  const canAdd = canAddWalkAssessment(viewer, walk);
  const rubrics = useOfferedRubrics({ enabled: canAdd && !isOffline });
  const create = useCreateAssessment();
  const remove = useDeleteAssessment();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const isMenuOpen = menuAnchor !== null;
  const [removing, setRemoving] = useState<TAssessment | null>(null);
  const shown = (assessments.data ?? []).filter((assessment) => !assessment.isDeleted);

  const handleAdd = (rubricId: string) => {
    setMenuAnchor(null);
    if (create.isPending) return;
    create.mutate(
      { id: newId(), rubricId, schoolId: walk.schoolId, walkId: walk.id },
      {
        onSuccess: () => toast.success(t('assessmentEdit.walk.added')),
        onError: (error) => toast.error(t('assessmentEdit.begin.failed'), { cause: error }),
      },
    );
  };

  const handleRemove = (assessment: TAssessment) => {
    remove.mutate(assessment.id, {
      onSuccess: () => {
        setRemoving(null);
        toast.success(t('assessmentEdit.delete.done'));
        void assessments.refetch();
      },
      onError: (error) => toast.error(t('assessmentEdit.delete.failed'), { cause: error }),
    });
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('assessmentEdit.walk.title')}
        </Typography>
        {canAdd ? (
          <Button
            startIcon={<AddIcon />}
            disabled={isOffline}
            loading={create.isPending}
            aria-haspopup="menu"
            aria-expanded={isMenuOpen}
            onClick={(event) => setMenuAnchor(event.currentTarget)}
          >
            {t('assessmentEdit.walk.add')}
          </Button>
        ) : null}
      </Stack>
      <Menu anchorEl={menuAnchor} open={isMenuOpen} onClose={() => setMenuAnchor(null)}>
        {rubrics.isPending ? <MenuItem disabled>{t('assessmentEdit.walk.loadingTemplates')}</MenuItem> : null}
        {rubrics.data?.length === 0 ? (
          <MenuItem disabled>{t('assessmentEdit.begin.noTemplates')}</MenuItem>
        ) : null}
        {(rubrics.data ?? []).map((rubric) => (
          <MenuItem key={rubric.id} onClick={() => handleAdd(rubric.id)}>
            {rubric.name}
          </MenuItem>
        ))}
      </Menu>
      {assessments.data === undefined ? (
        assessments.isError || isOffline ? (
          <Alert severity="warning">{t('messages.reconnectForAssessments')}</Alert>
        ) : (
          <Skeleton variant="rounded" height={56} />
        )
      ) : shown.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('assessmentEdit.walk.none')}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {shown.map((assessment) => (
            <li key={assessment.id}>
              <WalkAssessmentRow
                walk={walk}
                assessment={assessment}
                onRemove={() => setRemoving(assessment)}
              />
            </li>
          ))}
        </Stack>
      )}
      {removing ? (
        <DeleteAssessmentDialog
          name={removing.name}
          isDeleting={remove.isPending}
          onCancel={() => setRemoving(null)}
          onConfirm={() => handleRemove(removing)}
        />
      ) : null}
    </Paper>
  );
}

/**
 * The check before Review and Complete (spec 000 §5): the message that refuses it, in the user's
 * language, or null when the walk's assessments allow it. Refused for an unscored question, it
 * takes the user to that question, where the answering view says why.
 */
export function useWalkAssessmentsCheck(walk: TWalk): () => string | null {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const assessments = useWalkAssessments(walk.id);
  return () => {
    const refusal = walkAssessmentsRefusal(walk, assessments.data);
    const path = refusal === 'completeAssessments' ? firstUnscoredPath(assessments.data) : null;
    if (path) void navigate(path, { state: REFUSED_STATE });
    return refusal ? t(`messages.${refusal}`) : null;
  };
}
