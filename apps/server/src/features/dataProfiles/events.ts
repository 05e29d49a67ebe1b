import type { Actor } from '../../http/access.js';

/*
 * What data profiles tell the rest: a typed location was made an option (approved) or merged into
 * one, so the entries and work orders at that school naming it, without an option, now point at it.
 * Entries and work orders move their own records (their audit trails, counts and live changes).
 */
declare module '../../core/domain-events.js' {
  interface DomainEventMap {
    'dataProfile.locationPlaced': {
      actor: Actor;
      schoolId: string;
      /** The typed name, trimmed and lower case (an entry's searchable location). */
      key: string;
      profileId: string;
      option: { id: string; name: string };
    };
  }
}

export {};
