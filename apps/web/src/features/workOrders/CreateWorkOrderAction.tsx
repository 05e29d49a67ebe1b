import type { ActionDialogProps } from '../../app/feature';
import { CurrentUserProvider } from '../auth/currentUser';
import { WorkOrderDialog } from './dialog/WorkOrderDialog';

/** The action menu's Create Work Order. */
export function CreateWorkOrderAction({ me, onClose }: ActionDialogProps) {
  return (
    <CurrentUserProvider me={me}>
      <WorkOrderDialog onClose={onClose} />
    </CurrentUserProvider>
  );
}
