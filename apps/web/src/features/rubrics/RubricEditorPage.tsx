import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { TRubric } from '@schooldog/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { PageHeading } from '../../ui/PageHeading';
import { RetryAlert } from '../../ui/RetryAlert';
import { SkeletonRegion } from '../../ui/SkeletonRegion';
import { useCurrentUser } from '../auth/currentUser';
import { userCan } from '../auth/permissions';
import { RUBRICS_PERMISSION, rubricAbilities } from './access';
import { useRubric } from './queries';
import { RubricEditor } from './RubricEditor';
import '../../i18n/rubrics.texts';

/** /rubrics/new and /rubrics/:rubricId: the template editor, for those who may create or manage the template. */
export function RubricEditorPage() {
  const { t } = useTranslation();
  const { rubricId = null } = useParams();
  const me = useCurrentUser();
  const abilities = useMemo(() => rubricAbilities(me), [me]);
  const rubric = useRubric(rubricId);
  const title = t(rubricId ? 'rubrics.editor.editTitle' : 'rubrics.editor.newTitle');

  if (!userCan(me, RUBRICS_PERMISSION)) return <Navigate to="/dashboard" replace />;
  if (!rubricId && !abilities.canCreate) return <Navigate to="/rubrics" replace />;

  const back = (
    <Link component={RouterLink} to="/rubrics">
      {t('rubrics.editor.backToList')}
    </Link>
  );
  let body;
  if (!rubricId) {
    body = <RubricEditor rubric={null} canChooseActive={abilities.canChooseActive} />;
  } else if (rubric.isError) {
    body =
      rubric.error instanceof ApiError && rubric.error.status === 404 ? (
        <Alert severity="warning" action={back}>
          {t('rubrics.editor.notFound')}
        </Alert>
      ) : (
        <RetryAlert
          retryLabel={t('rubrics.list.retry')}
          onRetry={() => void rubric.refetch()}
          cause={rubric.error}
        >
          {t('rubrics.editor.loadFailed')}
        </RetryAlert>
      );
  } else if (!rubric.data) {
    body = <EditorSkeleton />;
  } else if (!abilities.canManage(rubric.data)) {
    body = (
      <Alert severity="info" action={back}>
        {t('messages.mayNotManageRubric')}
      </Alert>
    );
  } else {
    body = <LoadedEditor rubric={rubric.data} canChooseActive={abilities.canChooseActive} />;
  }

  return (
    <>
      <PageHeading title={title} subtitle={rubric.data?.name} />
      {body}
    </>
  );
}

/** Remounted for each template read, so the form starts from it. */
function LoadedEditor({ rubric, canChooseActive }: { rubric: TRubric; canChooseActive: boolean }) {
  return <RubricEditor key={rubric.id} rubric={rubric} canChooseActive={canChooseActive} />;
}

function EditorSkeleton() {
  return (
    <SkeletonRegion>
      <Stack spacing={2}>
        <Skeleton variant="rounded" height={280} />
        <Skeleton variant="rounded" height={420} />
      </Stack>
    </SkeletonRegion>
  );
}
