import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { REFUSALS, refusalRefOf, refusalRefs, zodIssueRef } from './refusals.js';

describe('the refusal catalogue', () => {
  it('holds every spec message under its own key', () => {
    for (const [key, text] of Object.entries(MESSAGES)) expect(refusalRefOf(text)).toEqual({ key });
  });

  it('finds each text under its own key: no two templates read the same text', () => {
    for (const [key, template] of Object.entries(REFUSALS)) {
      const text = template.replace(/\{\{\w+\}\}/g, '12');
      expect(refusalRefOf(text)?.key, text).toBe(key);
    }
  });

  it('reads the values out of a text built from a template', () => {
    expect(refusalRefOf('Choose at most 10 collaborators.')).toEqual({
      key: 'collaboratorsMax',
      params: { max: '10' },
    });
    expect(refusalRefOf('Use at least 12 characters.')).toEqual({
      key: 'tooShort',
      params: { minimum: '12' },
    });
    expect(refusalRefOf('Something nobody listed')).toBeNull();
  });

  it("keys zod's own wording by its kind and bound", () => {
    const result = z
      .object({ name: z.string().max(3), tags: z.array(z.string()).min(1), count: z.number() })
      .safeParse({ name: 'four', tags: [] });
    const refs = (result.error?.issues ?? []).map((issue) => zodIssueRef(issue as never));
    expect(refs).toEqual([
      { key: 'tooLong', params: { maximum: 3 } },
      { key: 'tooFew', params: { minimum: 1 } },
      { key: 'fieldRequired' },
    ]);
    for (const issue of result.error?.issues ?? [])
      expect(refusalRefOf(issue.message)?.key).toBe(zodIssueRef(issue as never).key);
  });

  it('keeps the English and adds the keys it knows', () => {
    expect(
      refusalRefs('Some fields are not valid.', { quantity: MESSAGES.greaterThanZero, x: 'unknown text' }),
    ).toEqual({ messageKey: 'fieldsInvalid', fieldKeys: { quantity: { key: 'greaterThanZero' } } });
    expect(refusalRefs('unknown text')).toEqual({});
  });
});
