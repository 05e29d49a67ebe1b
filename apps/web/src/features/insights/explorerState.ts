import {
  favoriteSelection,
  type InsightEntryType,
  type InsightSelection,
  type InsightViewMode,
  type InsightWalkType,
  missingSelection,
  selectionFor,
  type TFavoriteInsight,
} from '@schooldog/domain';

/** What the explorer shows: a view mode with its selection, the filters and the months. */
export interface ExplorerState {
  viewMode: InsightViewMode;
  selection: InsightSelection;
  entryType: InsightEntryType;
  walkType: InsightWalkType;
  schoolIds: string[];
  from: string;
  to: string;
}

const monthOf = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;

/** The last twelve months, this one included. */
export function lastTwelveMonths(today: Date = new Date()): { from: string; to: string } {
  return {
    from: monthOf(new Date(today.getFullYear(), today.getMonth() - 11, 1)),
    to: monthOf(today),
  };
}

export const initialExplorer = (today?: Date): ExplorerState => ({
  viewMode: 'all',
  selection: {},
  entryType: 'all',
  walkType: 'all',
  schoolIds: [],
  ...lastTwelveMonths(today),
});

/** "Changing mode clears other selections" (spec 000 §2). */
export const withViewMode = (state: ExplorerState, viewMode: InsightViewMode): ExplorerState => ({
  ...state,
  viewMode,
  selection: {},
});

/** A selection change, kept to what the mode uses. */
export const withSelection = (state: ExplorerState, change: InsightSelection): ExplorerState => ({
  ...state,
  selection: selectionFor(state.viewMode, { ...state.selection, ...change }),
});

/** The explorer showing a favourite (its schools and months stay as they are). */
export const withFavorite = (state: ExplorerState, favorite: TFavoriteInsight): ExplorerState => ({
  ...state,
  viewMode: favorite.viewMode,
  selection: favoriteSelection(favorite),
  entryType: favorite.observationType,
});

/** True when the mode's selection is complete, so the counts can be read. */
export const isReady = (state: ExplorerState) =>
  missingSelection(state.viewMode, state.selection).length === 0;

/** The query string of GET /api/insights (and its CSV) for the state. */
export function insightSearch(state: ExplorerState): string {
  const params = new URLSearchParams({ viewMode: state.viewMode, from: state.from, to: state.to });
  for (const [key, value] of Object.entries(selectionFor(state.viewMode, state.selection)))
    if (value) params.set(key, value);
  if (state.entryType !== 'all') params.set('entryType', state.entryType);
  if (state.walkType !== 'all') params.set('walkType', state.walkType);
  if (state.schoolIds.length > 0) params.set('schoolIds', state.schoolIds.join(','));
  return params.toString();
}
