import { describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n';
import { walkFilterChips } from './walkFilterChips';
import { clearedWalkFilters, type WalkFilters } from './walkFilters';

const i18n = initI18n({ language: 'en' });
const schools = [
  { id: 'school1', name: 'North High' },
  { id: 'school2', name: 'South Middle' },
];
const names = (language: 'en' | 'es') => ({
  t: i18n.getFixedT(language),
  language,
  schools,
  people: new Map([['user1', 'Ana Ruiz']]),
});

const full: WalkFilters = {
  currentTab: 1,
  subTab: 1,
  dateRange: ['2025-03-01', '2025-03-31'],
  schoolIds: ['school1', 'school2'],
  walkTypes: ['school', 'partner'],
  userIds: ['user1', 'gone'],
  awaitingMyAction: true,
  showArchived: true,
};

describe('the walks list filter chips', () => {
  it('read each set filter in the Filters menu order, a list value alone and a switch by its name', () => {
    const chips = walkFilterChips(full, names('en'));
    expect(chips.map((chip) => chip.label)).toEqual([
      expect.stringMatching(/^Mar 1\s–\s31, 2025$/),
      'North High',
      'South Middle',
      'School-Led',
      'Partner-Led',
      'Ana Ruiz',
      'Unknown User',
      'Awaiting my action',
      'With archived walks',
    ]);
    expect(chips.filter((chip) => chip.isPlaceAndTime).map((chip) => chip.id)).toEqual([
      'dateRange',
      'schoolIds-school1',
      'schoolIds-school2',
    ]);
  });

  it('remove only their own value, never the tabs', () => {
    const removes = Object.fromEntries(
      walkFilterChips(full, names('en')).map((chip) => [chip.id, chip.remove]),
    );
    expect(removes).toEqual({
      dateRange: { dateRange: null },
      'schoolIds-school1': { schoolIds: ['school2'] },
      'schoolIds-school2': { schoolIds: ['school1'] },
      'walkTypes-school': { walkTypes: ['partner'] },
      'walkTypes-partner': { walkTypes: ['school'] },
      'userIds-user1': { userIds: ['gone'] },
      'userIds-gone': { userIds: ['user1'] },
      awaitingMyAction: { awaitingMyAction: false },
      showArchived: { showArchived: false },
    });
  });

  it('are none with every filter cleared, and read Spanish in Spanish', () => {
    expect(walkFilterChips({ ...full, ...clearedWalkFilters() }, names('en'))).toEqual([]);
    const spanish = walkFilterChips(
      { ...full, ...clearedWalkFilters(), walkTypes: ['district'], showArchived: true },
      names('es'),
    );
    expect(spanish.map((chip) => chip.label)).toEqual([
      'Dirigido por el distrito',
      'Con recorridos archivados',
    ]);
  });
});
