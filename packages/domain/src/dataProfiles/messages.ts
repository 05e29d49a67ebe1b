/**
 * Data profiles' refusals (spec 000 §6: view data insights reads them, manage data profiles changes
 * them). The spec gives the permissions, not the words; these follow its "You do not have
 * permission to ... at this school." Part of REFUSALS, so the web translates them by key.
 */
export const DATA_PROFILE_MESSAGES = {
  dataProfileMayNotView: 'You do not have permission to view data insights at this school.',
  dataProfileMayNotManage: 'You do not have permission to manage data profiles at this school.',
  dataProfileNotFound: 'This data profile does not exist.',
  dataProfileOptionNotFound: 'This option is not in the profile.',
  dataProfileOptionExists: 'An option with this name already exists.',
  dataProfileReviewNotFound: 'This new location is no longer in review.',
  dataProfileStatusNotFound: 'This status is not in the profile.',
  dataProfileStatusNamesDistinct: 'Each status needs a name of its own.',
  dataProfileLabelsNeedSchool: 'Room labels are made for the profile of a school.',
  dataProfileLabelsEmpty: 'This profile has no options yet.',
  dataProfileOptionNamesDistinct: 'Each option needs a name of its own.',
} as const;
