import type { DashboardCardId } from '@schooldog/domain';
import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import type { TranslationKey } from '../../i18n';

/**
 * One card of the dashboard: its id (the domain's, which also says who sees it), its title for the
 * Customize Dashboard dialog, and its lazy component: no card's code is in the dashboard's first
 * script (on a phone the cards wait behind 'View dashboard'), so a new card adds nothing to it.
 */
export interface DashboardCardEntry {
  id: DashboardCardId;
  /** The card's title, in the first screen's texts (the dialog lists every card by it). */
  labelKey: TranslationKey;
  Component: LazyExoticComponent<ComponentType>;
  /** Fetched as soon as it shows; the others once the first screen is done (and the current walks answered, CardsRegion). */
  isFirstScreen?: boolean;
}

const lazyCard = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));

/**
 * The dashboard's cards, in the domain's default order (DASHBOARD_CARD_IDS); who sees each is the
 * domain's DASHBOARD_CARD_PERMISSIONS. A feature's card joins with one line here and its title in
 * dashboard.cards (en.json, es.json).
 */
export const DASHBOARD_CARDS: readonly DashboardCardEntry[] = [
  {
    id: 'currentWalks',
    labelKey: 'dashboard.walks.title',
    Component: lazyCard(async () => (await import('./CurrentWalksCard')).CurrentWalksCard),
    isFirstScreen: true,
  },
  {
    id: 'myLoggedEntries',
    labelKey: 'dashboard.cards.myLoggedEntries',
    Component: lazyCard(async () => (await import('./MyLoggedEntriesCard')).MyLoggedEntriesCard),
  },
  {
    id: 'schoolLeaderboard',
    labelKey: 'dashboard.cards.schoolLeaderboard',
    Component: lazyCard(async () => (await import('./SchoolLeaderboardCard')).SchoolLeaderboardCard),
  },
  {
    id: 'topWalkers',
    labelKey: 'dashboard.cards.topWalkers',
    Component: lazyCard(async () => (await import('./TopWalkersCard')).TopWalkersCard),
  },
  {
    id: 'entriesOverTime',
    labelKey: 'dashboard.cards.entriesOverTime',
    Component: lazyCard(
      async () => (await import('../insights/cards/EntriesOverTimeCard')).EntriesOverTimeCard,
    ),
  },
  {
    id: 'favoriteInsights',
    labelKey: 'dashboard.cards.favoriteInsights',
    Component: lazyCard(
      async () => (await import('../insights/cards/FavoriteInsightCards')).FavoriteInsightCards,
    ),
  },
  {
    id: 'recentAssessments',
    labelKey: 'assessmentViews.recent.title',
    // With its own school select and score colours.
    Component: lazyCard(async () => (await import('./RecentAssessmentsCard')).RecentAssessmentsCard),
  },
];

export const DASHBOARD_CARD_BY_ID = new Map(DASHBOARD_CARDS.map((card) => [card.id, card]));
export const REGISTERED_CARD_IDS: readonly DashboardCardId[] = DASHBOARD_CARDS.map((card) => card.id);
