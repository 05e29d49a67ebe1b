import { LIMITS } from '../constants.js';

/**
 * Work orders' messages: the spec's own wording (001 §5, §8) where it gives one, and the server's
 * refusals of its rules (001 §6). Part of REFUSALS, so the web translates them by key.
 */
export const WORK_ORDER_MESSAGES = {
  // 001 §5 "Work order form" and §8, word for word.
  workOrderSchoolRequired: 'School is required',
  workOrderDescriptionRequired: 'Description is required',
  workOrderBoardRequired: 'Task board is required',
  workOrderAssigneesRequired: 'Assigned staff is required',
  workOrderPriorityRequired: 'Priority is required',
  workOrderLocationRequired: 'Location is required',
  workOrderDueDateRequired: 'Requested completion date is required',
  workOrderNotesRequired: 'Notes are required',
  workOrderCustomFieldRequired: '{{field}} is required',
  workOrderScheduledStartRequired: 'Scheduled start date is required',
  workOrderAttachmentsOffline: 'You must be online to add attachments.',
  workOrderAttachmentFailed: 'Failed to add attachment: {{name}}',
  workOrderCreated: 'Work order created successfully',
  workOrderUpdated: 'Work order updated successfully',
  customFieldUnfinished: 'Finish editing your new custom field before saving.',
  boardFieldRequired: 'Required.',
  // The rules' limits, in our words (the spec gives the limit, not the message).
  workOrderDueDatePast: 'The requested completion date cannot be before today.',
  workOrderScheduledStartPast: 'The scheduled start date cannot be before today.',
  workOrderAssigneesMax: `Assign at most ${LIMITS.assignedStaffMax} staff.`,
  workOrderNotesMax: `Notes can be at most ${LIMITS.notesMax} characters.`,
  workOrderCustomFieldMax: `A custom field's answer can be at most ${LIMITS.customFieldResponseMax} characters.`,
  workOrderDescriptionMax: `The description can be at most ${LIMITS.workOrderDescriptionMax} characters.`,
  workOrderCommentRequired: 'Write a comment first.',
  workOrderCommentMax: `A comment can be at most ${LIMITS.workOrderCommentMax} characters.`,
  workOrdersPerEntryMax: `An entry can have at most ${LIMITS.workOrdersPerEntryMax} work orders.`,
  boardNameMax: `A board's name can be at most ${LIMITS.boardNameMax} characters.`,
  boardColorUnknown: 'Choose one of the board colours.',
  boardNameTaken: 'Another board already has this name.',
  customFieldsMax: `At most ${LIMITS.customFieldsMax} custom fields.`,
  customFieldDuplicate: 'This custom field exists already.',
  hiddenFieldRequired: 'A hidden field cannot be required.',
  // The rules (001 §6).
  workOrderNotFound: 'Work order not found',
  workOrderMayNotPropose: 'You may not create work orders at this school.',
  workOrderMayNotEdit: 'You may not edit this work order.',
  workOrderMayNotAssign: 'You may not assign staff to work orders.',
  workOrderMayNotSchedule: 'You may not schedule work orders.',
  workOrderMayNotChooseBoard: 'You may not choose the board of work orders.',
  workOrderMayNotChangeStatus: 'You may not change the status of this work order.',
  workOrderMayNotComment: 'You may not comment on this work order.',
  workOrderAssigneeIneligible: 'Each assignee must be able to be assigned work orders at this school.',
  workOrderAssigneeNotOnBoard: 'This board takes only its assigned staff.',
  workOrderBoardUnknown: 'This board does not exist.',
  workOrderFieldHidden: 'This field is hidden by the work order settings.',
  workOrderEntryUnknown: 'The entry of this work order does not exist.',
  workOrderEntryOtherSchool: 'A work order from an entry is at the entry’s school.',
  workOrdersDisabled: 'Work orders are turned off for this district.',
  mayNotManageTasksSettings: 'You may not change the work order settings.',
} as const;
