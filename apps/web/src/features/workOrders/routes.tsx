import type { FeatureRoutes } from '../../app/feature';

const listPages = () => import('./list/pages');
const page = () => import('./WorkOrderPage');

/** /tasks, one work order's page and its print page (spec 001 §2), each loaded on demand. */
export const workOrdersRoutes: FeatureRoutes = {
  // The work order settings the dialogs read (warm.ts), under tasksSettings' key, and the people
  // who may be assigned, whose names a work order made offline shows.
  isOfflineEssential: ([root, part]) =>
    (root === 'tasksSettings' && part === 'record') || (root === 'workOrders' && part === 'assignees'),
  signedIn: [
    {
      path: 'tasks',
      lazy: async () => ({ Component: (await listPages()).WorkOrdersGuard }),
      children: [{ index: true, lazy: async () => ({ Component: (await listPages()).WorkOrdersPage }) }],
    },
    { path: 'tasks/task/:taskId', lazy: async () => ({ Component: (await page()).WorkOrderPage }) },
  ],
  // The print page stands alone: no menu, top bar or action menu on the sheet.
  signedInBare: [
    {
      path: 'tasks/print/:taskId',
      lazy: async () => ({ Component: (await import('./print/WorkOrderPrintPage')).WorkOrderPrintPage }),
    },
  ],
};
