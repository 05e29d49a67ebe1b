import { useSyncExternalStore } from 'react';

const QUERY = '(display-mode: standalone)';

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

function isStandalone(): boolean {
  // iOS Safari reports an installed app through navigator.standalone instead of the media query.
  const isIosStandalone =
    typeof navigator !== 'undefined' && 'standalone' in navigator && navigator.standalone === true;
  return Boolean(mediaQuery()?.matches) || isIosStandalone;
}

/** True when running as an installed app, where the browser gives no back or reload buttons. */
export function useStandalone(): boolean {
  return useSyncExternalStore(subscribe, isStandalone, () => false);
}
