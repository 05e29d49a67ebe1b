import compat from 'preact/compat';
import { useState } from 'preact/hooks';

/*
 * What `react` means in the built app (vite.config.ts): Preact's compat layer, with one change.
 * Preact's useId counts from zero under each render root, and every portal (a dialog, a menu) is
 * a root of its own: a dialog opened over another gave its fields the same ids as the fields
 * behind it, so labels pointed at the wrong inputs. Here an id is drawn once per component from
 * one counter for the page.
 */
let next = 0;

export function useId(): string {
  const [id] = useState(() => `:p${(next++).toString(36)}:`);
  return id;
}

// @ts-expect-error compat's types are `export =`; the build's module re-exports fine (Vite, ESM).
export * from 'preact/compat';
export default { ...compat, useId };
