import { Navigate, type RouteObject } from 'react-router';
import { FirebaseActionRedirect } from '../features/auth/FirebaseActionRedirect';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';
import { LoadingScreen } from '../ui/LoadingScreen';
import type { RouteHandle } from './actionMenu';
import { AuthLayout } from './layouts/AuthLayout';
import { ErrorLayout } from './layouts/ErrorLayout';
import { RootLayout } from './layouts/RootLayout';
import { SimpleLayout } from './layouts/SimpleLayout';

// Pages load on demand so a phone downloads only the screens it opens (each auth screen on its own:
// the sign-in page is the first load of every new device). The signed-in shell
// (session guard, offline sync, menus) is one chunk of its own: the sign-in page never loads it.
const signedInShell = () => import('./signedInShell');
const defaultLayout = async () => ({ Component: (await signedInShell()).DefaultLayout });
const errorPages = () => import('../features/errors/pages');
const entriesPages = () => import('../features/entries/pages');
const walksListPages = () => import('../features/walks/list/pages');
const walkPages = () => import('../features/walks/walk/pages');
const assessmentsPages = () => import('../features/assessments/list/pages');
const rubricPages = () => import('../features/rubrics/pages');

/** The route table of spec 000 §2, for the pages built so far. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      { path: 'firebase/action', element: <FirebaseActionRedirect /> },
      {
        path: 'sign-out',
        lazy: async () => ({ Component: (await import('../features/auth/SignOutPage')).SignOutPage }),
      },
      {
        path: 'auth',
        element: <AuthLayout />,
        children: [
          {
            path: 'signin',
            lazy: async () => ({ Component: (await import('../features/auth/SignInPage')).SignInPage }),
          },
          {
            path: 'forgot-password',
            lazy: async () => ({
              Component: (await import('../features/auth/ForgotPasswordPage')).ForgotPasswordPage,
            }),
          },
          {
            path: 'reset-password',
            lazy: async () => ({
              Component: (await import('../features/auth/SetPasswordPage')).SetPasswordPage,
            }),
          },
          {
            path: 'sign-in-link',
            lazy: async () => ({
              Component: (await import('../features/auth/SignInLinkPage')).SignInLinkPage,
            }),
          },
          {
            path: 'handle-sign-in-link',
            lazy: async () => ({
              Component: (await import('../features/auth/HandleSignInLinkPage')).HandleSignInLinkPage,
            }),
          },
          {
            path: 'set-password',
            lazy: async () => ({
              Component: (await import('../features/auth/SetPasswordPage')).SetPasswordPage,
            }),
          },
          {
            path: 'setup',
            lazy: async () => ({ Component: (await import('../features/setup/SetupPage')).SetupPage }),
          },
          {
            path: 'verify-email',
            lazy: async () => ({
              Component: (await import('../features/auth/VerifyEmailPage')).VerifyEmailPage,
            }),
          },
          {
            path: 'revert-mfa',
            lazy: async () => ({
              Component: (await import('../features/mfa/RevertMfaPage')).RevertMfaPage,
            }),
          },
        ],
      },
      {
        lazy: async () => ({ Component: (await signedInShell()).RequireAuth }),
        children: [
          {
            lazy: defaultLayout,
            children: [
              {
                path: 'dashboard',
                lazy: async () => ({
                  Component: (await import('../features/dashboard/DashboardPage')).DashboardPage,
                }),
              },
              {
                path: 'entries',
                lazy: async () => ({ Component: (await entriesPages()).EntriesGuard }),
                children: [
                  { index: true, lazy: async () => ({ Component: (await entriesPages()).EntriesPage }) },
                  {
                    path: ':entryId',
                    lazy: async () => ({ Component: (await entriesPages()).EntryDetailPage }),
                  },
                ],
              },
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
                id: 'assessments-edit',
                path: 'assessments/edit/:assessmentId',
                // The answers run to the bottom right, where the action menu would cover them.
                handle: { hideAddButton: true } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../features/assessments/edit/AssessmentEditPage'))
                    .AssessmentEditPage,
                }),
              },
              {
                path: 'walks',
                lazy: async () => ({ Component: (await walksListPages()).WalksGuard }),
                children: [
                  { index: true, lazy: async () => ({ Component: (await walksListPages()).WalksPage }) },
                ],
              },
              {
                path: 'assessments',
                lazy: async () => ({ Component: (await assessmentsPages()).AssessmentsGuard }),
                children: [
                  {
                    index: true,
                    lazy: async () => ({ Component: (await assessmentsPages()).AssessmentsPage }),
                  },
                  {
                    path: 'submitted/:assessmentId',
                    lazy: async () => ({ Component: (await assessmentsPages()).SubmittedAssessmentPage }),
                  },
                ],
              },
              {
                path: 'users/edit',
                lazy: async () => ({
                  Component: (await import('../features/users/profile/EditProfilePage')).EditProfilePage,
                }),
              },
              {
                path: 'resources/links',
                lazy: async () => ({
                  Component: (await import('../features/resources/ResourceLinksPage')).ResourceLinksPage,
                }),
              },
              {
                path: 'rubrics',
                children: [
                  {
                    index: true,
                    lazy: async () => ({ Component: (await rubricPages()).RubricsGuardedPage }),
                  },
                  // The editor's Save bar sits where the action button would.
                  {
                    path: 'new',
                    handle: { hideAddButton: true } satisfies RouteHandle,
                    lazy: async () => ({ Component: (await rubricPages()).RubricEditorPage }),
                  },
                  {
                    path: ':rubricId',
                    handle: { hideAddButton: true } satisfies RouteHandle,
                    lazy: async () => ({ Component: (await rubricPages()).RubricEditorPage }),
                  },
                ],
              },
              {
                path: 'admin/manageUsers',
                lazy: async () => ({
                  Component: (await import('../features/users/ManageUsersPage')).ManageUsersGuardedPage,
                }),
              },
              {
                path: 'admin/schooldog',
                lazy: async () => ({
                  Component: (await import('../features/settings/StaffOnly')).StaffOnlySchoolDogAdminPage,
                }),
              },
              {
                path: 'faq',
                lazy: async () => ({
                  Component: (await import('../features/resources/SupportPage')).SupportPage,
                }),
              },
            ],
          },
        ],
      },
      {
        lazy: defaultLayout,
        children: [
          {
            path: 'terms',
            lazy: async () => ({ Component: (await import('../features/legal/TermsPage')).TermsPage }),
          },
          {
            path: 'privacy',
            lazy: async () => ({ Component: (await import('../features/legal/PrivacyPage')).PrivacyPage }),
          },
        ],
      },
      {
        element: <SimpleLayout />,
        children: [
          {
            path: 'utility/maintenance',
            lazy: async () => ({ Component: (await errorPages()).MaintenancePage }),
          },
          {
            path: 'install',
            lazy: async () => ({ Component: (await import('../features/install/pages')).InstallPage }),
          },
        ],
      },
      {
        element: <ErrorLayout />,
        children: [
          { path: 'error/not-found', lazy: async () => ({ Component: (await errorPages()).NotFoundPage }) },
          {
            path: 'error/unexpected',
            lazy: async () => ({ Component: (await errorPages()).UnexpectedErrorPage }),
          },
          { path: '*', lazy: async () => ({ Component: (await errorPages()).NotFoundPage }) },
        ],
      },
    ],
  },
];
