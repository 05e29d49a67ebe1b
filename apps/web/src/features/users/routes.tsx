import type { FeatureRoutes } from '../../app/feature';

export const usersRoutes: FeatureRoutes = {
  signedIn: [
    {
      path: 'users/edit',
      lazy: async () => ({ Component: (await import('./profile/EditProfilePage')).EditProfilePage }),
    },
    {
      path: 'admin/manageUsers',
      lazy: async () => ({ Component: (await import('./ManageUsersPage')).ManageUsersGuardedPage }),
    },
  ],
};
