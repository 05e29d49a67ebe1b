import { optionKey, type TDataProfileChoices, type TDataProfileOption } from '@schooldog/domain';

/** A location as entries and work orders carry it: its text and, when it is one, the profile's option. */
export interface LocationValue {
  location: string;
  locationDataProfileId: string | null;
  locationDataProfileOptionId: string | null;
}

/** The option a text names (ignoring case and outer spaces), if any. */
export function optionNamed(profile: TDataProfileChoices | null, text: string): TDataProfileOption | null {
  if (!profile) return null;
  const key = optionKey(text);
  return profile.options.find((option) => optionKey(option.name) === key) ?? null;
}

/**
 * What a typed text means: an option of the profile when it names one, else free text (held in
 * review by the server when the entry or work order is saved).
 */
export function locationFromText(profile: TDataProfileChoices | null, text: string): LocationValue {
  const option = optionNamed(profile, text);
  return option && profile
    ? { location: text, locationDataProfileId: profile.id, locationDataProfileOptionId: option.id }
    : { location: text, locationDataProfileId: null, locationDataProfileOptionId: null };
}

/** Whether the text is a location the profile does not have yet (it will be sent for review). */
export const isNewLocation = (profile: TDataProfileChoices | null, text: string) =>
  profile !== null && optionKey(text) !== '' && optionNamed(profile, text) === null;
