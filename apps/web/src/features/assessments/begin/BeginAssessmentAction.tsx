import type { ActionDialogProps } from '../../../app/feature';
import { CurrentUserProvider } from '../../auth/currentUser';
import { BeginAssessmentDialog } from './BeginAssessmentDialog';

/** The action menu's Begin Assessment. */
export function BeginAssessmentAction({ me, onClose }: ActionDialogProps) {
  return (
    <CurrentUserProvider me={me}>
      <BeginAssessmentDialog onClose={onClose} />
    </CurrentUserProvider>
  );
}
