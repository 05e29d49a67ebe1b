import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOfflineEssential } from '../../../offline/essentialQueries';
import { buildEntry } from '../../../test/entryFactories';
import { json, mockFetch } from '../../../test/fetchMock';
import { createTestQueryClient } from '../../../test/render';
import { walkKeys } from '../../walks/keys';
import { buildAssessment, buildSections } from '../assessmentFactories';
import { assessmentKeys } from '../keys';
import { warmWalkAssessments } from './warmAssessments';

afterEach(() => vi.unstubAllGlobals());

const WALK = 'walk0000000000000001';

describe('assessments for offline use', () => {
  it('warms a walk’s assessments and opens each never opened here, with its linked entries', async () => {
    const linked = buildEntry({ walkId: WALK, tags: ['lighting'] });
    const other = buildEntry({ walkId: WALK });
    const sections = buildSections();
    sections[0]!.questions[0] = { ...sections[0]!.questions[0]!, linkedObservations: [linked.id] };
    const fresh = buildAssessment({ id: 'asmt0000000000000001', walkId: WALK, sections });
    const opened = buildAssessment({ id: 'asmt0000000000000002', walkId: WALK });
    mockFetch({ [`GET /api/walks/${WALK}/assessments`]: () => json(200, { assessments: [fresh, opened] }) });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(walkKeys.entries(WALK), [linked, other]);
    const openedDetail = { assessment: opened, entries: [] };
    queryClient.setQueryData(assessmentKeys.detail(opened.id), openedDetail);
    await warmWalkAssessments(queryClient, WALK);
    expect(queryClient.getQueryData(assessmentKeys.walk(WALK))).toEqual([fresh, opened]);
    expect(queryClient.getQueryData(assessmentKeys.detail(fresh.id))).toEqual({
      assessment: fresh,
      entries: [linked],
    });
    expect(queryClient.getQueryData(assessmentKeys.detail(opened.id))).toBe(openedDetail);
  });

  it('saves an opened assessment and a walk’s assessments at once when they load', () => {
    expect(isOfflineEssential(assessmentKeys.detail('a'))).toBe(true);
    expect(isOfflineEssential(assessmentKeys.walk(WALK))).toBe(true);
    expect(isOfflineEssential(assessmentKeys.list('x'))).toBe(false);
  });
});
