import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';
import { subscribeToLiveEvents } from '../../api/liveEvents';
import { entryKeys } from './queries';

/** The data of an `event: change` message of GET /api/events about an entry. */
const ZEntryChange = z.object({
  type: z.literal('entry'),
  id: z.string(),
  action: z.enum(['created', 'updated', 'deleted']),
});
export type EntryChange = z.infer<typeof ZEntryChange>;

/** The entry change a message carries, or null for other records and malformed data. */
export function parseEntryChange(data: string): EntryChange | null {
  try {
    const parsed = ZEntryChange.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Refreshes what a change touches: lists and counts always; the entry itself, which becomes null
 * when deleted so its page can leave.
 */
export async function applyEntryChange(queryClient: QueryClient, change: EntryChange): Promise<void> {
  if (change.action === 'deleted') {
    await queryClient.cancelQueries({ queryKey: entryKeys.detail(change.id) });
    queryClient.setQueryData(entryKeys.detail(change.id), null);
  }
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: entryKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: entryKeys.counts() }),
    change.action === 'deleted'
      ? Promise.resolve()
      : queryClient.invalidateQueries({ queryKey: entryKeys.detail(change.id) }),
  ]);
}

/**
 * One server-sent event stream per signed-in session (ARCHITECTURE §6): entry screens update
 * without a reload when anyone changes an entry. Mounted once, behind the sign-in guard.
 */
export function useLiveEntries(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeToLiveEvents({
        onChange: (data) => {
          const change = parseEntryChange(data);
          if (change) void applyEntryChange(queryClient, change);
        },
        onReconnect: () => void queryClient.invalidateQueries({ queryKey: entryKeys.all }),
      }),
    [queryClient],
  );
}
