import { z } from 'zod';
import { OBSERVATION_TYPES } from '../entries/schemas.js';
import { INSIGHT_VIEW_MODES, type InsightSelection, selectionFor } from './query.js';

/*
 * Favourite insights (spec 000 §2 "Insights"; users.favoriteInsightQueries, §3): "A favourite
 * stores viewMode, selected category, item, location, location school, user, observation type and
 * insightName", and needs a non-empty name. A tag-mode favourite keeps its tag too, without which it
 * would show nothing.
 */

/** A user keeps at most this many favourites (the user record stays small). */
export const FAVORITE_INSIGHTS_MAX = 50;
const NAME_MAX = 100;

export const INSIGHT_FAVORITE_MESSAGES = {
  insightFavoriteNotFound: 'This favorite insight no longer exists.',
  insightFavoritesFull: 'You can keep at most 50 favorite insights. Remove one first.',
} as const;

const optionalId = z.string().trim().min(1).max(200).nullable().default(null);

/** The name a favourite is saved under: required, trimmed. */
export const ZInsightName = z.string().trim().min(1, { message: 'Required' }).max(NAME_MAX);

/** What a favourite stores, without its id. */
export const ZFavoriteInsightRequest = z.object({
  insightName: ZInsightName,
  viewMode: z.enum(INSIGHT_VIEW_MODES),
  selectedCategoryId: optionalId,
  selectedItemId: optionalId,
  selectedLocation: z
    .object({ profileId: z.string().min(1).max(200), optionId: z.string().min(1).max(200) })
    .nullable()
    .default(null),
  locationSchoolId: optionalId,
  selectedUserId: optionalId,
  selectedTag: optionalId,
  observationType: z.enum(['all', ...OBSERVATION_TYPES]).default('all'),
});
export type TFavoriteInsightRequest = z.input<typeof ZFavoriteInsightRequest>;

export const ZFavoriteInsight = ZFavoriteInsightRequest.extend({ id: z.string() });
export type TFavoriteInsight = z.output<typeof ZFavoriteInsight>;

export const ZFavoriteInsights = z.object({ favorites: z.array(ZFavoriteInsight) });
export type TFavoriteInsights = z.infer<typeof ZFavoriteInsights>;

export const ZFavoriteInsightRename = z.object({ insightName: ZInsightName });
export const ZFavoriteInsightParams = z.object({ favoriteId: z.string().min(1).max(40) });

/** The explorer's selection a favourite brings back. */
export function favoriteSelection(favorite: TFavoriteInsight): InsightSelection {
  return selectionFor(favorite.viewMode, {
    categoryId: favorite.selectedCategoryId ?? undefined,
    itemId: favorite.selectedItemId ?? undefined,
    locationSchoolId: favorite.locationSchoolId ?? undefined,
    locationProfileId: favorite.selectedLocation?.profileId,
    locationOptionId: favorite.selectedLocation?.optionId,
    userId: favorite.selectedUserId ?? undefined,
    tag: favorite.selectedTag ?? undefined,
  });
}

/** A favourite of the explorer's selection. */
export function favoriteOf(
  insightName: string,
  viewMode: TFavoriteInsight['viewMode'],
  selection: InsightSelection,
  observationType: TFavoriteInsight['observationType'],
): z.input<typeof ZFavoriteInsightRequest> {
  const kept = selectionFor(viewMode, selection);
  return {
    insightName,
    viewMode,
    selectedCategoryId: kept.categoryId ?? null,
    selectedItemId: kept.itemId ?? null,
    selectedLocation:
      kept.locationProfileId && kept.locationOptionId
        ? { profileId: kept.locationProfileId, optionId: kept.locationOptionId }
        : null,
    locationSchoolId: kept.locationSchoolId ?? null,
    selectedUserId: kept.userId ?? null,
    selectedTag: kept.tag ?? null,
    observationType,
  };
}
