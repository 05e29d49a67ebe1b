import {
  isNeighborhoodWatchRecipient,
  type Language,
  OBSERVATION_TYPES,
  type ObservationType,
} from '@schooldog/domain';
import { and, asc, eq } from 'drizzle-orm';
import { on } from '../../core/domain-events.js';
import type { WriteDeps } from '../../core/write.js';
import { districtDay } from '../../platform/documents/index.js';
import { defineNotification, type MessageSection } from '../../platform/notify/kinds.js';
import { observations } from '../entries/public.js';
import { notify } from '../notifications/public.js';
import { schoolNameOf } from '../schools/public.js';
import { candidates } from '../users/public.js';
import { type WalkRow, walks } from './tables.js';

/*
 * Neighborhood Watch (spec 000 §3, §4, §6): ticked in Review and Complete by someone with send
 * neighborhood watch, kept on the walk, and sent by the walk's completion (by a person, by the
 * reviewer, or automatically) to the people who opted in, once: the same write marks it sent, so a
 * walk placed back in progress and completed again sends nothing.
 */

interface SummaryEntry {
  type: ObservationType;
  comment: string;
  location: string;
  /** Stored picture paths (observations/{entryId}/{name}), linked at /api/files/…. */
  pictures: string[];
}

interface WatchSummary {
  walkId: string;
  school: string;
  /** The walk's day in the district's time zone (YYYY-MM-DD). */
  date: string;
  /** By category, the categories with concerns first; concerns first within each. */
  categories: { category: string; entries: SummaryEntry[] }[];
}

const walkPath = (walkId: string) => `/walks/walk/${walkId}`;

/** The walk's day as a reader writes it ("November 28, 2026"), from YYYY-MM-DD. */
const longDate = (locale: string) => (day: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

const WORDS: Record<
  Language,
  {
    type: Record<ObservationType, string>;
    picture: (n: number) => string;
    noEntries: string;
    entries: (n: number) => string;
    day: (day: string) => string;
  }
> = {
  en: {
    type: { concern: 'Concern', praise: 'Praise', other: 'Other' },
    picture: (n) => `Picture ${n}`,
    noEntries: 'No entries were logged on this walk.',
    entries: (n) => (n === 1 ? '1 entry' : `${n} entries`),
    day: longDate('en-US'),
  },
  es: {
    type: { concern: 'Inquietud', praise: 'Elogio', other: 'Otra' },
    picture: (n) => `Foto ${n}`,
    noEntries: 'No se registraron entradas en este recorrido.',
    entries: (n) => (n === 1 ? '1 entrada' : `${n} entradas`),
    day: longDate('es-US'),
  },
};

function sectionsOf(language: Language, summary: WatchSummary): MessageSection[] {
  const words = WORDS[language];
  return summary.categories.map(({ category, entries }) => ({
    heading: category,
    items: entries.map((entry) => ({
      text: [words.type[entry.type], entry.location, entry.comment].filter(Boolean).join(' · '),
      links: entry.pictures.map((path, index) => ({
        label: words.picture(index + 1),
        path: `/api/files/${path}`,
      })),
    })),
  }));
}

const entriesCount = (summary: WatchSummary) =>
  summary.categories.reduce((sum, { entries }) => sum + entries.length, 0);

/** Optional: the communication preference neighborhoodWatch turns it off. */
export const neighborhoodWatchSent = defineNotification<WatchSummary>({
  kind: 'walks.neighborhoodWatch',
  preference: 'neighborhoodWatch',
  channels: ['email', 'push'],
  message: {
    en: (summary) => ({
      subject: `Neighborhood Watch: SchoolDog Walk at ${summary.school} on ${WORDS.en.day(summary.date)}`,
      paragraphs: [
        `A SchoolDog Walk at ${summary.school} on ${WORDS.en.day(summary.date)} is complete with ${WORDS.en.entries(entriesCount(summary))}. Here they are by category, concerns first.`,
        ...(entriesCount(summary) === 0 ? [WORDS.en.noEntries] : []),
      ],
      sections: sectionsOf('en', summary),
      action: { label: 'Open the walk', path: walkPath(summary.walkId) },
      push: {
        title: `Neighborhood Watch: ${summary.school}`,
        body: `A SchoolDog Walk on ${WORDS.en.day(summary.date)} is complete with ${WORDS.en.entries(entriesCount(summary))}.`,
      },
    }),
    es: (summary) => ({
      subject: `Vigilancia vecinal: recorrido SchoolDog en ${summary.school} el ${WORDS.es.day(summary.date)}`,
      paragraphs: [
        `Se completó un recorrido SchoolDog en ${summary.school} el ${WORDS.es.day(summary.date)} con ${WORDS.es.entries(entriesCount(summary))}. Aquí están por categoría, las inquietudes primero.`,
        ...(entriesCount(summary) === 0 ? [WORDS.es.noEntries] : []),
      ],
      sections: sectionsOf('es', summary),
      action: { label: 'Abrir el recorrido', path: walkPath(summary.walkId) },
      push: {
        title: `Vigilancia vecinal: ${summary.school}`,
        body: `Se completó un recorrido SchoolDog el ${WORDS.es.day(summary.date)} con ${WORDS.es.entries(entriesCount(summary))}.`,
      },
    }),
  },
});

const typeOrder = (type: ObservationType) => OBSERVATION_TYPES.indexOf(type);

async function summaryOf(write: WriteDeps, walk: WalkRow): Promise<WatchSummary> {
  const [observation, organization, rows] = await Promise.all([
    write.settings.get('observation'),
    write.settings.get('organization'),
    write.db
      .select()
      .from(observations)
      .where(and(eq(observations.walkId, walk.id), eq(observations.isDeleted, false)))
      .orderBy(asc(observations.timestamp), asc(observations.id)),
  ]);
  const labels = new Map(observation.categories.map((category) => [category.id, category.label]));
  const byCategory = new Map<string, SummaryEntry[]>();
  for (const row of rows) {
    const category = labels.get(row.observationCategoryId) ?? row.observationCategoryId;
    const entries = byCategory.get(category) ?? [];
    entries.push({
      type: row.observationType,
      comment: row.comment,
      location: row.location,
      pictures: row.imagePaths,
    });
    byCategory.set(category, entries);
  }
  const concerns = (entries: SummaryEntry[]) => entries.filter((entry) => entry.type === 'concern').length;
  const categories = [...byCategory]
    .map(([category, entries]) => ({
      category,
      // A stable sort: within a type, the order they were logged in.
      entries: entries.sort((a, b) => typeOrder(a.type) - typeOrder(b.type)),
    }))
    .sort((a, b) => concerns(b.entries) - concerns(a.entries) || a.category.localeCompare(b.category));
  return {
    walkId: walk.id,
    school: (await schoolNameOf(write.db, walk.schoolId)) ?? '',
    date: districtDay(walk.timeCreated, organization.timeZone),
    categories,
  };
}

export const neighborhoodWatchSubscribers = [
  on('walk.completed', 'write', async (write, { walk }) => {
    if (!walk.shouldSendNeighborhoodWatch || walk.hasSentNeighborhoodWatch) return;
    const to = (await candidates(write))
      .filter((person) =>
        isNeighborhoodWatchRecipient(
          { ...person, isArchived: false, communicationPreferences: person.user.communicationPreferences },
          walk.schoolId,
        ),
      )
      .map((person) => person.id);
    await notify(write, neighborhoodWatchSent, { to, data: await summaryOf(write, walk) });
    await write.db.update(walks).set({ hasSentNeighborhoodWatch: true }).where(eq(walks.id, walk.id));
  }),
];
