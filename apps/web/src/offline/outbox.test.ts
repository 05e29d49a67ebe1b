import { describe, expect, it } from 'vitest';
import { enqueue, getMutation, listMutations, markRefused, repairMutation } from './outbox';
import { entryCreateArgs, numberedId, setUpOfflineStores } from './testkit';

const USER = 'user1';
const REFUSAL = { status: 400, code: 'invalid', message: 'Some fields are not valid.' };

setUpOfflineStores();

/** An entry queued and refused, then a walk queued after it. */
async function refusedEntryThenWalk() {
  const refused = await enqueue(USER, 'entry.create', entryCreateArgs(numberedId(1, 'entry')));
  await markRefused(refused, REFUSAL);
  await enqueue(USER, 'walk.create', { id: numberedId(2, 'walk'), schoolId: 'school1' });
  return refused;
}

describe('repairMutation', () => {
  it('queues the change again with the repaired args, pending, after everything else', async () => {
    const refused = await refusedEntryThenWalk();

    await repairMutation(refused, (args) => ({ ...args, comment: 'Fixed' }));

    const mutations = await listMutations(USER);
    expect(mutations.map((mutation) => mutation.name)).toEqual(['walk.create', 'entry.create']);
    expect(await getMutation(refused)).toBeUndefined();
    const repaired = mutations.at(-1);
    expect(repaired?.seq).toBeGreaterThan(mutations[0]?.seq ?? Infinity);
    expect(repaired).toMatchObject({
      userId: USER,
      status: 'pending',
      error: null,
      args: { ...entryCreateArgs(numberedId(1, 'entry')), comment: 'Fixed' },
    });
  });

  it('changes nothing for a change no longer there (retried or discarded meanwhile)', async () => {
    await refusedEntryThenWalk();
    const before = await listMutations(USER);
    await repairMutation(999, (args) => args);
    expect(await listMutations(USER)).toEqual(before);
  });

  it('leaves the refused change as it was when the repair fails', async () => {
    const refused = await refusedEntryThenWalk();
    const before = await listMutations(USER);
    await expect(
      repairMutation(refused, () => {
        throw new Error('damaged record');
      }),
    ).rejects.toThrow('damaged record');
    expect(await listMutations(USER)).toEqual(before);
    expect((await getMutation(refused))?.status).toBe('refused');
  });
});
