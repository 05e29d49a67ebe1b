import { describe, expect, it } from 'vitest';
import { buildTasksSettings } from '../tasksSettings/testKit';
import { newWorkOrderValues } from '../workOrders/dialog/workOrderForm';
import { canDraftAnother, draftOf, draftsAtSchool } from './entryWorkOrders';

const settings = buildTasksSettings();
const values = newWorkOrderValues(settings, [{ id: 'school1' }], {
  description: 'Fix the door',
  assignedUserIds: ['staff1'],
  imagePaths: ['observations/x/p1'],
});
const item = (id: string) => ({ draft: draftOf(id, values, settings), values });

describe('work orders drafted with an entry', () => {
  it('a draft carries the work order fields; the school and pictures are the entry’s', () => {
    const { draft } = item('d1');
    expect(draft).toMatchObject({ id: 'd1', description: 'Fix the door', assignedUserIds: ['staff1'] });
    expect(draft).not.toHaveProperty('schoolId');
    expect(draft).not.toHaveProperty('imagePaths');
    expect(
      draftOf('d2', values, { hiddenFields: { ...settings.hiddenFields, initialAssignedUsers: true } }),
    ).toMatchObject({ assignedUserIds: [] });
  });

  it('at most 5 with those the entry has', () => {
    expect(canDraftAnother(['a', 'b', 'c'], [item('d1')])).toBe(true);
    expect(canDraftAnother(['a', 'b', 'c', 'd'], [item('d1')])).toBe(false);
    expect(canDraftAnother([], ['1', '2', '3', '4', '5'].map(item))).toBe(false);
  });

  it('moving the entry to another school clears the drafts’ assignees', () => {
    const [moved] = draftsAtSchool([item('d1')], 'school2');
    expect(moved?.draft.assignedUserIds).toEqual([]);
    expect(moved?.values).toMatchObject({ schoolId: 'school2', assignedUserIds: [] });
    const same = [item('d1')];
    expect(draftsAtSchool(same, 'school1')[0]).toBe(same[0]);
  });
});
