import type { TMeResponse } from '@schooldog/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { WEB_FEATURES } from '../features';
import { useConnectivity } from './connectivity';

/*
 * Warming the cache for offline use (ARCHITECTURE §7 "Reads"): while a user is signed in and
 * online, the reads the offline screens need are loaded ahead, so the dashboard, /walks, /entries
 * and the walk screens render from the persisted cache after a reload without network. Each
 * feature says what it warms (its index.ts).
 */

/** The screen being opened loads first; the warm-up follows. */
export const WARM_DELAY_MS = 1_000;

/** What the dialogs need at hand, loaded at once after sign-in (it is small). */
async function warmEssentials(queryClient: QueryClient, me: TMeResponse): Promise<void> {
  await Promise.allSettled(WEB_FEATURES.map((feature) => feature.warmEssentials?.(queryClient, me)));
}

/** Loads what the offline screens read; failures are left for the screens to retry. */
export async function warmOfflineCache(queryClient: QueryClient, me: TMeResponse): Promise<void> {
  await Promise.allSettled([
    warmEssentials(queryClient, me),
    ...WEB_FEATURES.map((feature) => feature.warmOffline?.(queryClient, me)),
  ]);
}

/** Warms the cache after sign-in and whenever the device comes back online. */
export function useWarmOfflineCache(me: TMeResponse, isEnabled: boolean): void {
  const queryClient = useQueryClient();
  const { isOffline } = useConnectivity();
  useEffect(() => {
    if (!isEnabled || isOffline) return;
    void warmEssentials(queryClient, me);
    const timer = setTimeout(() => void warmOfflineCache(queryClient, me), WARM_DELAY_MS);
    return () => clearTimeout(timer);
  }, [queryClient, me, isEnabled, isOffline]);
}
