/*
 * The drills' messages (spec 000 §2 "Drills", §5 "Drill form"), word for word where the spec gives
 * them; the others are ours in the same voice. The web shows them by key (errors/refusals.ts).
 */
export const DRILL_MESSAGES = {
  drillMax40: 'Max 40 characters.',
  drillTimeInvalid: 'Please enter a valid time in the format hh:mm.',
  drillResponseTimeInvalid: 'Please enter a valid response time in the format mm:ss.',
  drillNotesMax: 'Max 1000 characters.',
  drillParticipantsNumeric: 'Please enter a number.',
  drillRecorded: 'Drill recorded successfully',
  drillUpdated: 'Drill updated successfully',
  drillDeleted: 'Drill deleted successfully',
  drillNotFound: 'Drill not found',
  mayNotRecordDrillsAtSchool: 'You may not record drills at this school.',
  mayNotSeeDrillsAtSchools: 'You may not see drills at one of the selected schools.',
  drillTakenId: 'This id belongs to another drill.',
} as const;
