import { describe, expect, expectTypeOf, it } from 'vitest';
import type { TAssessment } from '../assessments/schemas.js';
import type { TDrill } from '../drills/schemas.js';
import type { TEntry } from '../entries/schemas.js';
import type { TWalk } from '../walks/schemas.js';
import type { TWorkOrderDetail } from '../workOrders/schemas.js';
import { SYNC_FEATURES } from './registry.js';
import { SYNC_MUTATION_ARGS, SYNC_MUTATION_NAMES, type TSyncRecord, ZSyncRecord } from './schemas.js';

describe('the push protocol assembled from the features', () => {
  it("lists each feature's mutations once, in the registry's order", () => {
    expect(SYNC_MUTATION_NAMES).toEqual([
      'entry.create',
      'entry.update',
      'entry.delete',
      'walk.create',
      'walk.update',
      'assessment.answer',
      'assessment.update',
      'workOrder.create',
      'workOrder.update',
      'workOrder.status',
      'workOrder.comment',
      'drill.record',
      'drill.update',
    ]);
    const declared = SYNC_FEATURES.flatMap((feature) => Object.keys(feature.mutations));
    expect(new Set(declared).size).toBe(declared.length);
    for (const feature of SYNC_FEATURES) {
      for (const name of Object.keys(feature.mutations))
        expect(name.startsWith(`${feature.entity}.`)).toBe(true);
    }
  });

  it('checks the arguments with the feature schema', () => {
    expect(SYNC_MUTATION_ARGS['entry.delete'].safeParse({ id: 'not an id' }).success).toBe(false);
    expect(SYNC_MUTATION_ARGS['walk.update'].safeParse({ id: 'a'.repeat(20), changes: {} }).success).toBe(
      true,
    );
  });

  it('answers records of each kind, and deletes of each entity only', () => {
    expect(ZSyncRecord.safeParse({ kind: 'entry', entry: { id: 'e' } }).success).toBe(false);
    expect(ZSyncRecord.parse({ kind: 'deleted', entity: 'walk', id: 'w' })).toEqual({
      kind: 'deleted',
      entity: 'walk',
      id: 'w',
    });
    expect(ZSyncRecord.safeParse({ kind: 'deleted', entity: 'school', id: 's' }).success).toBe(false);
    expect(ZSyncRecord.safeParse({ kind: 'school', school: {} }).success).toBe(false);
    expectTypeOf<TSyncRecord>().toEqualTypeOf<
      | { kind: 'entry'; entry: TEntry }
      | { kind: 'walk'; walk: TWalk }
      | { kind: 'assessment'; assessment: TAssessment }
      | { kind: 'workOrder'; workOrder: TWorkOrderDetail }
      | { kind: 'drill'; drill: TDrill }
      | { kind: 'deleted'; entity: 'entry' | 'walk' | 'assessment' | 'workOrder' | 'drill'; id: string }
    >();
  });
});
