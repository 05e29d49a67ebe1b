import type { FeatureRoutes, RouteHandle } from '../../app/feature';

export const tasksSettingsRoutes: FeatureRoutes = {
  signedIn: [
    {
      path: 'tasksSettings',
      // The page's own Save Changes bar sits where the action menu's button would cover it.
      handle: { hideAddButton: true } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./TasksSettingsPage')).TasksSettingsPage }),
    },
  ],
};
