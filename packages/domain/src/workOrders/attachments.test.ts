import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants.js';
import { defaultPermissionsForRole } from '../permissions/defaults.js';
import { resolvePermissions } from '../permissions/resolve.js';
import { canDeleteWorkOrderAttachment, workOrderAttachmentProblem } from './attachments.js';
import { WORK_ORDER_MESSAGES as M } from './messages.js';

describe('work order attachments (spec 001 §5)', () => {
  it('accepts the spec’s types up to the size limit, and says why it refuses the rest', () => {
    expect(workOrderAttachmentProblem({ name: 'plan.PDF', size: 10 })).toBeNull();
    expect(workOrderAttachmentProblem({ name: 'sheet.xlsx', size: LIMITS.attachmentBytesMax })).toBeNull();
    expect(workOrderAttachmentProblem({ name: 'tool.exe', size: 10 })).toBe(M.workOrderAttachmentType);
    expect(workOrderAttachmentProblem({ name: 'noextension', size: 10 })).toBe(M.workOrderAttachmentType);
    expect(workOrderAttachmentProblem({ name: 'big.pdf', size: LIMITS.attachmentBytesMax + 1 })).toBe(
      M.workOrderAttachmentTooLarge,
    );
    expect(workOrderAttachmentProblem({ name: 'empty.txt', size: 0 })).toBe(
      M.workOrderAttachmentFileRequired,
    );
    expect(workOrderAttachmentProblem({ name: `${'a'.repeat(LIMITS.attachmentNameMax)}.txt`, size: 1 })).toBe(
      M.workOrderAttachmentNameMax,
    );
  });

  it('lets whoever may edit the work order, and the one who added it, delete an attachment', () => {
    const order = {
      schoolId: 's1',
      status: 'new' as const,
      createdByUserId: 'maker',
      assignedUserIds: [],
      followerIds: [],
    };
    const actor = (userId: string, role: 'maintenance_staff' | 'maintenance_supervisor') => ({
      userId,
      isPrimarilyTaskUser: false,
      permissions: resolvePermissions(
        {
          role,
          isDistrictLevel: false,
          isSchoolDogStaff: false,
          roleSchoolIds: ['s1'],
          permissions: defaultPermissionsForRole(role, ['s1']),
        },
        { enableWorkOrders: true },
      ),
    });
    const added = { byUserId: 'adder' };
    expect(canDeleteWorkOrderAttachment(actor('adder', 'maintenance_staff'), order, added)).toBe(true);
    expect(canDeleteWorkOrderAttachment(actor('other', 'maintenance_staff'), order, added)).toBe(false);
    expect(canDeleteWorkOrderAttachment(actor('boss', 'maintenance_supervisor'), order, added)).toBe(true);
  });
});
