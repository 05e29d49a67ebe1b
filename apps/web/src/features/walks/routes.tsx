import type { FeatureRoutes, RouteHandle } from '../../app/feature';
import { walkKeys } from './keys';

const listPages = () => import('./list/pages');
const walkPages = () => import('./walk/pages');

export const walksRoutes: FeatureRoutes = {
  signedIn: [
    {
      path: 'walks/walk/:walkId',
      // The walk screen logs entries in the walk and keeps its entries button where the
      // action menu would sit (bottom right): the floating-entry menu would cover it.
      handle: { hideAddButton: true } satisfies RouteHandle,
      children: [
        { index: true, lazy: async () => ({ Component: (await walkPages()).WalkScreen }) },
        { path: 'inprogress', lazy: async () => ({ Component: (await walkPages()).WalkScreen }) },
        { path: 'review', lazy: async () => ({ Component: (await walkPages()).ReviewScreen }) },
        { path: 'complete', lazy: async () => ({ Component: (await walkPages()).CompleteView }) },
      ],
    },
    {
      path: 'walks',
      lazy: async () => ({ Component: (await listPages()).WalksGuard }),
      children: [{ index: true, lazy: async () => ({ Component: (await listPages()).WalksPage }) }],
    },
  ],
  // The walks in progress, each with its entries.
  isOfflineEssential: (queryKey) => {
    const [root, part, , leaf] = queryKey;
    if (root !== walkKeys.all[0]) return false;
    return part === 'current' || (part === 'detail' && (queryKey.length === 3 || leaf === 'entries'));
  },
};
