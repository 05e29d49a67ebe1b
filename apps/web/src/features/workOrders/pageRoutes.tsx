import type { FeatureRoutes } from '../../app/feature';

const page = () => import('./WorkOrderPage');

/** One work order's page and its print page (spec 001 §2), loaded on demand. */
export const workOrderPageRoutes: FeatureRoutes = {
  signedIn: [{ path: 'tasks/task/:taskId', lazy: async () => ({ Component: (await page()).WorkOrderPage }) }],
  // The print page stands alone: no menu, top bar or action menu on the sheet.
  signedInBare: [
    {
      path: 'tasks/print/:taskId',
      lazy: async () => ({ Component: (await import('./print/WorkOrderPrintPage')).WorkOrderPrintPage }),
    },
  ],
};
