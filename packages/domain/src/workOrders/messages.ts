import { LIMITS } from '../constants.js';
import { RECURRING_OWN_MESSAGES, RECURRING_REQUIRED_MESSAGES } from './recurringMessages.js';

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
  // Before '{{field}} is required', which would read them as a custom field's.
  ...RECURRING_REQUIRED_MESSAGES,
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
  workOrderAttachmentNameRequired: 'Give the attachment a name.',
  workOrderAttachmentNameMax: `An attachment's name can be at most ${LIMITS.attachmentNameMax} characters.`,
  workOrderAttachmentFileRequired: 'Choose a file to attach.',
  workOrderAttachmentType:
    'Attachments must be JPEG, GIF, PNG, PDF, Word (DOC, DOCX), Excel (XLS, XLSX), CSV or text (TXT) files.',
  workOrderAttachmentTooLarge: `An attachment can be at most ${LIMITS.attachmentBytesMax / 1_048_576} MB.`,
  boardNameMax: `A board's name can be at most ${LIMITS.boardNameMax} characters.`,
  boardColorUnknown: 'Choose one of the board colours.',
  boardNameTaken: 'Another board already has this name.',
  customFieldsMax: `At most ${LIMITS.customFieldsMax} custom fields.`,
  customFieldDuplicate: 'This custom field exists already.',
  hiddenFieldRequired: 'A hidden field cannot be required.',
  // The rules (001 §6).
  workOrderNotFound: 'Work order not found',
  workOrderIdTaken: 'A work order with this id already exists.',
  workOrderCommentIdTaken: 'A comment with this id already exists.',
  workOrderMayNotPropose: 'You may not create work orders at this school.',
  workOrderMayNotEdit: 'You may not edit this work order.',
  workOrderPictureNotYours: 'You may only upload your own pictures.',
  workOrderMayNotAssign: 'You may not assign staff to work orders.',
  workOrderMayNotSchedule: 'You may not schedule work orders.',
  workOrderMayNotChooseBoard: 'You may not choose the board of work orders.',
  workOrderMayNotChangeStatus: 'You may not change the status of this work order.',
  workOrderMayNotComment: 'You may not comment on this work order.',
  workOrderMayNotAttach: 'You may not add attachments to this work order.',
  workOrderMayNotDeleteAttachment: 'You may not delete this attachment.',
  workOrderAttachmentNotFound: 'Attachment not found',
  workOrderAssigneeIneligible: 'Each assignee must be able to be assigned work orders at this school.',
  workOrderAssigneeNotOnBoard: 'This board takes only its assigned staff.',
  workOrderBoardUnknown: 'This board does not exist.',
  workOrderFieldHidden: 'This field is hidden by the work order settings.',
  workOrderEntryUnknown: 'The entry of this work order does not exist.',
  workOrderEntryOtherSchool: 'A work order from an entry is at the entry’s school.',
  workOrdersDisabled: 'Work orders are turned off for this district.',
  mayNotManageTasksSettings: 'You may not change the work order settings.',
  ...RECURRING_OWN_MESSAGES,
} as const;
