export type Region = 'georgia' | 'alabama';

/** Regional resources follow the host the app is served from (spec 000 §2 "Resource Links"). */
export function regionForHost(hostname: string): Region | null {
  const host = hostname.toLowerCase();
  if (host.includes('georgia') || host.startsWith('ga.')) return 'georgia';
  if (host.includes('alabama') || host.startsWith('al.')) return 'alabama';
  return null;
}

export function currentRegion(): Region | null {
  return typeof window === 'undefined' ? null : regionForHost(window.location.hostname);
}
