import { describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n';
import { assessmentFilterChips } from './assessmentFilterChips';
import { type AssessmentFilters, clearedAssessmentFilters } from './assessmentFilters';

const i18n = initI18n({ language: 'en' });
const names = (language: 'en' | 'es') => ({
  t: i18n.getFixedT(language),
  language,
  schools: [{ id: 'school1', name: 'North High' }],
  templates: [{ value: 'rubric1', label: 'CPTED Review' }],
});

const full: AssessmentFilters = {
  dateRange: ['2026-01-01', '2026-01-31'],
  schoolIds: ['school1'],
  rubricIds: ['rubric1', 'deleted'],
  statuses: ['created', 'submitted'],
};

describe('the assessments list filter chips', () => {
  it('read each value alone, in the Filters menu order, and remove only that value', () => {
    const chips = assessmentFilterChips(full, names('en'));
    expect(chips.map(({ id, label, remove, isPlaceAndTime }) => [id, label, remove, isPlaceAndTime])).toEqual(
      [
        ['dateRange', expect.stringMatching(/^Jan 1\s–\s31, 2026$/), { dateRange: null }, true],
        ['schoolIds-school1', 'North High', { schoolIds: [] }, true],
        ['rubricIds-rubric1', 'CPTED Review', { rubricIds: ['deleted'] }, false],
        ['rubricIds-deleted', 'Unknown template', { rubricIds: ['rubric1'] }, false],
        ['statuses-created', 'In progress', { statuses: ['submitted'] }, false],
        ['statuses-submitted', 'Submitted', { statuses: ['created'] }, false],
      ],
    );
  });

  it('are none with every filter cleared, and read Spanish in Spanish', () => {
    expect(assessmentFilterChips(clearedAssessmentFilters(), names('en'))).toEqual([]);
    const spanish = assessmentFilterChips(
      { ...clearedAssessmentFilters(), rubricIds: ['deleted'], statuses: ['editing'] },
      names('es'),
    );
    expect(spanish.map((chip) => chip.label)).toEqual(['Plantilla desconocida', 'En edición']);
  });
});
