import type { Page } from 'playwright-core';

/*
 * The app's outbox as the browser stores it (apps/web/src/offline/outbox.ts: IndexedDB
 * 'schooldog-outbox', stores 'mutations' keyed by seq and 'clients' keyed by userId). Tests read
 * it to wait for a sync and, for the fault test, fill it in bulk as if the device had been
 * offline for a long time.
 */

/** The number of mutations still on the device (pending or refused). */
export function outboxSize(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('schooldog-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('mutations')) {
            db.close();
            resolve(0);
            return;
          }
          const count = db.transaction('mutations').objectStore('mutations').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );
}

export interface QueuedMutation {
  name: string;
  args: unknown;
}

/** Appends mutations for the user after any already queued, the way outbox.enqueue numbers them. */
export function queueMutations(page: Page, userId: string, mutations: QueuedMutation[]): Promise<number> {
  return page.evaluate(
    ({ userId, mutations }) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('schooldog-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['clients', 'mutations'], 'readwrite');
          const clients = tx.objectStore('clients');
          const get = clients.get(userId);
          get.onsuccess = () => {
            const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
            const client = (get.result as { clientId: string; lastSeq: number } | undefined) ?? {
              clientId: Array.from({ length: 20 }, () => alphabet[Math.floor(Math.random() * 62)]).join(''),
              lastSeq: 0,
            };
            let seq = client.lastSeq;
            for (const mutation of mutations) {
              seq += 1;
              tx.objectStore('mutations').add({
                seq,
                name: mutation.name,
                args: mutation.args,
                userId,
                status: 'pending',
                error: null,
                queuedAt: new Date().toISOString(),
              });
            }
            clients.put({ userId, clientId: client.clientId, lastSeq: seq });
          };
          tx.oncomplete = () => {
            db.close();
            resolve(mutations.length);
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { userId, mutations },
  );
}

/** The query hashes the app has saved on the device (apps/web/src/offline/queryPersistence.ts). */
export function savedQueries(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('schooldog-query-cache');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          const store = db.objectStoreNames.item(0);
          if (!store) {
            db.close();
            resolve([]);
            return;
          }
          const all = db.transaction(store).objectStore(store).getAll();
          all.onsuccess = () => {
            db.close();
            const saved = all.result as { clientState?: { queries?: { queryHash: string }[] } }[];
            resolve(
              saved.flatMap((client) => client.clientState?.queries?.map((query) => query.queryHash) ?? []),
            );
          };
          all.onerror = () => resolve([]);
        };
      }),
  );
}
