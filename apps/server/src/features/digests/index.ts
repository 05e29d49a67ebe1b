import { defineFeature } from '../../core/feature.js';
import { digestNotifications } from './notifications.js';
import { sendDigestsDaily } from './send.js';

/**
 * The monthly digests: the new-cycle email on the 1st and the nudge on the 15th to those who logged
 * nothing this cycle, in the district's time zone, each once per person and cycle, by their
 * communication preferences.
 */
export const digestsFeature = defineFeature({
  name: 'digests',
  jobs: [sendDigestsDaily],
  notifications: digestNotifications,
});
