import { useEffect } from 'react';
import { captureInstallPrompt } from './installPrompt';
import { registerServiceWorker } from './serviceWorker';
import { UpdateBanner } from './UpdateBanner';

// At app start, before any page: the browser's install offer may come only once.
captureInstallPrompt();

/** The installable app's part of the root layout: the service worker and the update banner. */
export function PwaShell() {
  useEffect(() => registerServiceWorker(), []);
  return <UpdateBanner />;
}
