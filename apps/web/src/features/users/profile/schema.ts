import {
  LIMITS,
  type TMeResponse,
  type TUpdateProfileRequest,
  ZCommunicationPreferences,
} from '@schooldog/domain';
import { z } from 'zod';
import type { TranslationKey } from '../../../i18n';

const FIELD_REQUIRED = 'messages.fieldRequired' satisfies TranslationKey;
const TOO_LONG = 'profile.errors.tooLong' satisfies TranslationKey;
export const NAME_MAX_LENGTH = LIMITS.profileTextMax;

const name = z.string().trim().min(1, FIELD_REQUIRED).max(NAME_MAX_LENGTH, TOO_LONG);

export const ZProfileForm = z.object({
  firstName: name,
  lastName: name,
  title: z.string().trim().max(NAME_MAX_LENGTH, TOO_LONG),
  communicationPreferences: ZCommunicationPreferences,
  alwaysShowTakePicture: z.boolean(),
});
export type TProfileForm = z.input<typeof ZProfileForm>;

export function profileFormValues(me: TMeResponse): TProfileForm {
  const { firstName, lastName, title, communicationPreferences, alwaysShowTakePicture } = me.user;
  return {
    firstName,
    lastName,
    title: title ?? '',
    communicationPreferences: { ...communicationPreferences },
    alwaysShowTakePicture,
  };
}

/** An empty title is stored as no title. */
export function toUpdateRequest(form: z.output<typeof ZProfileForm>): TUpdateProfileRequest {
  return { ...form, title: form.title === '' ? null : form.title };
}
