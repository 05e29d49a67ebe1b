import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { ZSubmitReviewRequest, ZUpdateWalkRequest, ZWalkContext } from './schemas.js';

describe('walk schemas', () => {
  it('a context patch keeps only the fields sent (saving one field never blanks the others)', () => {
    expect(ZUpdateWalkRequest.parse({ context: { additionalNotes: 'Gate fixed' } })).toEqual({
      context: { additionalNotes: 'Gate fixed' },
    });
    expect(ZUpdateWalkRequest.safeParse({ context: { weatherTemperature: 200 } }).success).toBe(false);
    expect(ZUpdateWalkRequest.safeParse({ context: { unknown: 'x' } }).success).toBe(false);
  });

  it('a stored context has every field, with defaults', () => {
    expect(ZWalkContext.parse({})).toEqual({
      schoolComment: '',
      weatherPrecipitation: null,
      weatherTemperature: null,
      weatherComment: '',
      additionalNotes: '',
    });
  });

  it('review comments are required on No, with the spec message', () => {
    const result = ZSubmitReviewRequest.safeParse({ isApproved: false, comments: '  ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.reviewCommentsRequired);
    expect(ZSubmitReviewRequest.parse({ isApproved: true })).toEqual({ isApproved: true, comments: null });
  });
});
