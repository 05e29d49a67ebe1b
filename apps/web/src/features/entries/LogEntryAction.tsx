import type { ActionDialogProps } from '../../app/feature';
import { CurrentUserProvider } from '../auth/currentUser';
import { EntryDialog } from './EntryDialog';

/** The action menu's Log Entry: a floating entry, with the school chooser. */
export function LogEntryAction({ me, onClose }: ActionDialogProps) {
  return (
    <CurrentUserProvider me={me}>
      <EntryDialog onClose={onClose} />
    </CurrentUserProvider>
  );
}
