import {
  FAVORITE_INSIGHTS_MAX,
  INSIGHT_FAVORITE_MESSAGES as M,
  newId,
  type TFavoriteInsight,
  type TFavoriteInsightRequest,
  ZFavoriteInsight,
  ZFavoriteInsightRequest,
} from '@schooldog/domain';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../core/audit.js';
import type { Executor, Tx } from '../../db/client.js';
import { Conflict, NotFound } from '../../http/errors.js';
import { users } from '../users/public.js';

/*
 * A person's favourite insights (spec 000 §2; users.favoriteInsightQueries): read, added, renamed
 * and removed by the signed-in user only, each change audited on the user record.
 */

/** The stored favourites that still parse (an older or hand-edited one is left out, not a 500). */
function parsed(stored: unknown[]): TFavoriteInsight[] {
  return stored.flatMap((value) => {
    const result = ZFavoriteInsight.safeParse(value);
    return result.success ? [result.data] : [];
  });
}

export async function listFavorites(db: Executor, userId: string): Promise<TFavoriteInsight[]> {
  const [row] = await db
    .select({ favorites: users.favoriteInsightQueries })
    .from(users)
    .where(eq(users.id, userId));
  return parsed(row?.favorites ?? []);
}

/** Reads the favourites under a row lock, applies `change` and saves the result. */
async function changeFavorites(
  tx: Tx,
  userId: string,
  change: (favorites: TFavoriteInsight[]) => TFavoriteInsight[],
): Promise<TFavoriteInsight[]> {
  const [row] = await tx
    .select({ favorites: users.favoriteInsightQueries })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  const before = parsed(row?.favorites ?? []);
  const after = change(before);
  await tx.update(users).set({ favoriteInsightQueries: after }).where(eq(users.id, userId));
  await recordAudit(tx, {
    entity: 'users',
    entityId: userId,
    userId,
    before: { favoriteInsightQueries: before },
    after: { favoriteInsightQueries: after },
  });
  return after;
}

export function addFavorite(tx: Tx, userId: string, request: TFavoriteInsightRequest) {
  const favorite = { ...ZFavoriteInsightRequest.parse(request), id: newId() };
  return changeFavorites(tx, userId, (favorites) => {
    if (favorites.length >= FAVORITE_INSIGHTS_MAX) throw Conflict(M.insightFavoritesFull);
    return [...favorites, favorite];
  });
}

export function renameFavorite(tx: Tx, userId: string, favoriteId: string, insightName: string) {
  return changeFavorites(tx, userId, (favorites) => {
    if (!favorites.some((favorite) => favorite.id === favoriteId)) throw NotFound(M.insightFavoriteNotFound);
    return favorites.map((favorite) =>
      favorite.id === favoriteId ? { ...favorite, insightName } : favorite,
    );
  });
}

export function removeFavorite(tx: Tx, userId: string, favoriteId: string) {
  return changeFavorites(tx, userId, (favorites) => {
    if (!favorites.some((favorite) => favorite.id === favoriteId)) throw NotFound(M.insightFavoriteNotFound);
    return favorites.filter((favorite) => favorite.id !== favoriteId);
  });
}
