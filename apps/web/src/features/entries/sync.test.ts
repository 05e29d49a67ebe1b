import {
  MESSAGES,
  REFUSALS,
  refusalRefs,
  SAFETY_ALERT_MESSAGES,
  SYNC_MUTATION_ARGS,
  type TSyncRefusal,
} from '@schooldog/domain';
import { describe, expect, it } from 'vitest';
import { entryCreateArgs, numberedId } from '../../offline/testkit';
import { entriesSync } from './sync';

const [saveWithoutAlert, ...others] = entriesSync.mutations['entry.create'].repairs ?? [];

/** A refusal as a push answers it: the message and field errors, with their keys. */
function refusal(status: number, message: string, fields?: Record<string, string>): TSyncRefusal {
  return {
    status,
    code: status === 403 ? 'forbidden' : 'invalid',
    message,
    fields,
    ...refusalRefs(message, fields),
  };
}

const invalid = (fields: Record<string, string>) => refusal(400, REFUSALS.fieldsInvalid, fields);

const ALERT_ENTRY = {
  ...entryCreateArgs(numberedId(1, 'entry')),
  shouldSendSafetyAlert: true,
  safetyAlertUserIds: [numberedId(3, 'user')],
  safetyAlertMessage: 'The back door is unlocked.',
};

describe('an entry refused for its alert', () => {
  it('is offered one repair, Save without the alert', () => {
    expect(saveWithoutAlert?.labelKey).toBe('sync.repair.saveWithoutAlert');
    expect(others).toEqual([]);
  });

  it.each([
    [
      'a recipient who can no longer receive alerts',
      invalid({ safetyAlertUserIds: SAFETY_ALERT_MESSAGES.alertRecipientMustReceive }),
    ],
    ['the sender who can no longer send them', refusal(403, SAFETY_ALERT_MESSAGES.alertMayNotSend)],
    ['the alert’s message', invalid({ safetyAlertMessage: SAFETY_ALERT_MESSAGES.alertMessageMax })],
  ])('applies to a refusal of %s', (_, refused) => {
    expect(saveWithoutAlert?.appliesTo(refused)).toBe(true);
  });

  it.each([
    ['the entry’s own fields', invalid({ quantity: MESSAGES.quantityMax })],
    [
      'the entry’s fields beside the alert’s (saving without the alert would be refused too)',
      invalid({
        quantity: MESSAGES.quantityMax,
        safetyAlertUserIds: SAFETY_ALERT_MESSAGES.alertRecipientMustReceive,
      }),
    ],
    ['logging at the school at all', refusal(403, REFUSALS.mayNotLogAtSchool)],
    ['data the server cannot store', refusal(400, REFUSALS.unsavableData)],
  ])('does not apply to a refusal of %s', (_, refused) => {
    expect(saveWithoutAlert?.appliesTo(refused)).toBe(false);
  });

  it('keeps the entry as logged, with the alert off, as the server accepts it', () => {
    const repaired = saveWithoutAlert?.args(ALERT_ENTRY);
    expect(repaired).toEqual({
      ...entryCreateArgs(numberedId(1, 'entry')),
      shouldSendSafetyAlert: false,
      safetyAlertUserIds: [],
      safetyAlertMessage: '',
    });
    expect(SYNC_MUTATION_ARGS['entry.create'].safeParse(repaired).success).toBe(true);
    // The queued change itself is not changed in place.
    expect(ALERT_ENTRY.shouldSendSafetyAlert).toBe(true);
  });
});
