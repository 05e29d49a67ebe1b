import type { Language } from '@schooldog/domain';
import { defineNotification } from '../../platform/notify/kinds.js';
import { cycleMonth } from './cycle.js';

/*
 * The monthly digests' words, in English and Spanish. Both are optional kinds: the person's
 * communication preference (newCycleBeginning, nudge) turns them off, and every email carries the
 * one-click unsubscribe of that preference.
 */

interface NewCycleNews {
  /** 'YYYY-MM', the cycle that begins. */
  cycle: string;
  /** The cycle that ended, and how many entries the district logged in it. */
  previousCycle: string;
  districtEntries: number;
}

interface NudgeNews {
  /** 'YYYY-MM', the cycle in which they have logged nothing so far. */
  cycle: string;
}

const LOCALE: Record<Language, string> = { en: 'en-US', es: 'es' };

/** 'March 2026', 'marzo de 2026'. */
const monthOf = (language: Language, cycle: string) => {
  const { year, month } = cycleMonth(cycle);
  return new Intl.DateTimeFormat(LOCALE[language], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, 1));
};

/** The cycle's last day: 'March 31', '31 de marzo'. */
const lastDayOf = (language: Language, cycle: string) => {
  const { year, month } = cycleMonth(cycle);
  return new Intl.DateTimeFormat(LOCALE[language], { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, month, 0),
  );
};

const DASHBOARD = '/dashboard';

export const newCycleBeginning = defineNotification<NewCycleNews>({
  kind: 'digests.newCycle',
  preference: 'newCycleBeginning',
  channels: ['email'],
  message: {
    en: ({ cycle, previousCycle, districtEntries }, { district }) => ({
      subject: `A new SchoolDog cycle begins: ${monthOf('en', cycle)}`,
      paragraphs: [
        `A new cycle has begun in SchoolDog: ${monthOf('en', cycle)}. The school leaderboard starts again from zero.`,
        `In ${monthOf('en', previousCycle)}, ${district} logged ${districtEntries} ${districtEntries === 1 ? 'entry' : 'entries'}.`,
        'Every entry logged this month counts toward your school’s place on the leaderboard.',
      ],
      action: { label: 'Open the dashboard', path: DASHBOARD },
    }),
    es: ({ cycle, previousCycle, districtEntries }, { district }) => ({
      subject: `Comienza un nuevo ciclo de SchoolDog: ${monthOf('es', cycle)}`,
      paragraphs: [
        `Ha comenzado un nuevo ciclo en SchoolDog: ${monthOf('es', cycle)}. La clasificación de escuelas vuelve a empezar desde cero.`,
        `En ${monthOf('es', previousCycle)}, ${district} registró ${districtEntries} ${districtEntries === 1 ? 'entrada' : 'entradas'}.`,
        'Cada entrada registrada este mes cuenta para el puesto de su escuela en la clasificación.',
      ],
      action: { label: 'Abrir el panel', path: DASHBOARD },
    }),
  },
});

export const nudge = defineNotification<NudgeNews>({
  kind: 'digests.nudge',
  preference: 'nudge',
  channels: ['email'],
  message: {
    en: ({ cycle }) => ({
      subject: 'You have not logged an entry this cycle',
      paragraphs: [
        `You have not logged any entries in SchoolDog this cycle (${monthOf('en', cycle)}). It ends on ${lastDayOf('en', cycle)}.`,
        'Logging what you notice, a concern or a praise, takes a minute and counts toward your school’s place on the leaderboard.',
      ],
      action: { label: 'Log an entry', path: DASHBOARD },
    }),
    es: ({ cycle }) => ({
      subject: 'No ha registrado ninguna entrada en este ciclo',
      paragraphs: [
        `No ha registrado ninguna entrada en SchoolDog en este ciclo (${monthOf('es', cycle)}). Termina el ${lastDayOf('es', cycle)}.`,
        'Registrar lo que observa, una inquietud o un elogio, toma un minuto y cuenta para el puesto de su escuela en la clasificación.',
      ],
      action: { label: 'Registrar una entrada', path: DASHBOARD },
    }),
  },
});

export const digestNotifications = [newCycleBeginning, nudge];
