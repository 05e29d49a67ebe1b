import type { FeatureRoutes } from '../../app/feature';

const pages = () => import('./pages');

export const entriesRoutes: FeatureRoutes = {
  signedIn: [
    {
      path: 'entries',
      lazy: async () => ({ Component: (await pages()).EntriesGuard }),
      children: [
        { index: true, lazy: async () => ({ Component: (await pages()).EntriesPage }) },
        { path: ':entryId', lazy: async () => ({ Component: (await pages()).EntryDetailPage }) },
      ],
    },
  ],
  // The schools' locations: the Log Entry dialog's location field, offline too.
  isOfflineEssential: ([root, , part]) => root === 'schools' && part === 'locations',
};
