import type { ActionDialogProps } from '../../app/feature';
import { CurrentUserProvider } from '../auth/currentUser';
import { StartWalkDialog } from './StartWalkDialog';

/** The action menu's Start Walk. */
export function StartWalkAction({ me, onClose }: ActionDialogProps) {
  return (
    <CurrentUserProvider me={me}>
      <StartWalkDialog onClose={onClose} />
    </CurrentUserProvider>
  );
}
