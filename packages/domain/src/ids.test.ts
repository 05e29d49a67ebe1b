import { describe, expect, it } from 'vitest';
import { newId, ZId, ZSchoolId } from './ids.js';

describe('record ids (spec 000 §3)', () => {
  it('the one id schema takes what newId makes and refuses any other shape', () => {
    for (let i = 0; i < 50; i++) expect(ZId.safeParse(newId()).success).toBe(true);
    for (const bad of ['', 'short', 'a'.repeat(21), 'abcdefghij-klmnopqrs', 'abcdefghij\u0000klmnopqr'])
      expect(ZId.safeParse(bad).error?.issues[0]?.message).toBe('Not a valid id');
  });

  it('a school of another shape is refused as a school that does not exist', () => {
    expect(ZSchoolId.safeParse(newId()).success).toBe(true);
    expect(ZSchoolId.safeParse('school1').error?.issues[0]?.message).toBe('This school does not exist.');
  });
});
