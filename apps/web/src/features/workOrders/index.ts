import AddTaskOutlinedIcon from '@mui/icons-material/AddTaskOutlined';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import { lazy } from 'react';
import type { WebFeature } from '../../app/feature';
import { CREATE_WORK_ORDER_PERMISSION, WORK_ORDERS_PERMISSION } from './access';

const CreateWorkOrderAction = lazy(async () => ({
  default: (await import('./CreateWorkOrderAction')).CreateWorkOrderAction,
}));

export const workOrdersFeature: WebFeature = {
  name: 'workOrders',
  navigation: [
    {
      // "/tasks (propose tasks, be proposed tasks or manage tasks)" heads the Work Orders group (spec 001 §2).
      id: 'workOrders',
      kind: 'internal',
      path: '/tasks',
      labelKey: 'nav.workOrders',
      icon: AssignmentOutlinedIcon,
      group: 'workOrders',
      position: 10,
      audience: 'signedIn',
      permission: WORK_ORDERS_PERMISSION,
      // What was loaded before shows from the device's cache; the rest says it is not saved there.
      worksOffline: true,
    },
  ],
  actions: [
    {
      id: 'createWorkOrder',
      labelKey: 'actions.createWorkOrder',
      icon: AddTaskOutlinedIcon,
      dialog: CreateWorkOrderAction,
      permission: CREATE_WORK_ORDER_PERMISSION,
      position: 30,
    },
  ],
  warmOffline: async (queryClient, me) => (await import('./warm')).warmWorkOrders(queryClient, me),
};
