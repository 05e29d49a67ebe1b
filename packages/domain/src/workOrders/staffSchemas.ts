import { z } from 'zod';
import { ID_LENGTH } from '../ids.js';
import { ZAdminUser, ZAdminUserRow, ZCreateUserRequest, ZUpdateUserRequest } from '../users/schemas.js';

/*
 * The Work Order Staff section's API (spec 001 §2, §7 generateNewTaskUser / editTaskUser):
 * GET /api/tasks-settings/staff?q=, GET /api/tasks-settings/staff/options,
 * GET|PATCH /api/tasks-settings/staff/:id, POST /api/tasks-settings/staff. The user fields are
 * user administration's; the boards are the Work Order Settings boards the user is assigned to.
 */

const ZBoardIds = z.array(z.string().max(ID_LENGTH)).max(100);

export const ZWorkOrderStaffQuery = z.object({ q: z.string().trim().max(100).optional().default('') });
export type TWorkOrderStaffQuery = z.input<typeof ZWorkOrderStaffQuery>;

/** One of the staff; abilities are the staff section's (workOrderStaffAbilities). */
export const ZWorkOrderStaffRow = ZAdminUserRow.extend({
  isPrimarilyTaskUser: z.boolean(),
  assignedTaskBoardIds: z.array(z.string()),
});
export type TWorkOrderStaffRow = z.infer<typeof ZWorkOrderStaffRow>;

/** Every one of the district's work order staff who match, by last name (a district has tens, not thousands). */
export const ZWorkOrderStaffList = z.object({ users: z.array(ZWorkOrderStaffRow) });
export type TWorkOrderStaffList = z.infer<typeof ZWorkOrderStaffList>;

export const ZWorkOrderStaffUser = ZAdminUser.extend({ assignedTaskBoardIds: z.array(z.string()) });
export type TWorkOrderStaffUser = z.infer<typeof ZWorkOrderStaffUser>;

/** generateNewTaskUser: a user, district-level on create (§3), and their boards. */
export const ZCreateWorkOrderStaffRequest = ZCreateUserRequest.safeExtend({
  assignedTaskBoardIds: ZBoardIds.optional().default([]),
});
export type TCreateWorkOrderStaffRequest = z.input<typeof ZCreateWorkOrderStaffRequest>;

/** editTaskUser: the changed fields; assignedTaskBoardIds left out when unchanged (§7). */
export const ZUpdateWorkOrderStaffRequest = ZUpdateUserRequest.safeExtend({
  assignedTaskBoardIds: ZBoardIds.optional(),
});
export type TUpdateWorkOrderStaffRequest = z.input<typeof ZUpdateWorkOrderStaffRequest>;
