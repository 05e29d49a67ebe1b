import { lazy, Suspense, useEffect } from 'react';
import { afterFirstScreen } from '../../ui/afterFirstScreen';
import type { EntryDialogProps } from './EntryDialog';

const loadEntryDialog = () => import('./EntryDialog');
const LazyEntryDialog = lazy(async () => ({ default: (await loadEntryDialog()).EntryDialog }));

/**
 * The Log/Edit Entry dialog for screens that list entries: its code (the fields, the location
 * picker, the tags) is not part of the screen's first load, and is fetched once the screen has
 * loaded, so the dialog opens at once when asked for (docs/decisions.md, "The entry dialog on
 * demand").
 */
export function EntryDialogOnDemand(props: EntryDialogProps) {
  return (
    <Suspense fallback={null}>
      <LazyEntryDialog {...props} />
    </Suspense>
  );
}

/** Fetches the dialog's code once the first screen has loaded and the page is idle. */
export function usePreloadedEntryDialog(): void {
  useEffect(() => afterFirstScreen(() => void loadEntryDialog()), []);
}
