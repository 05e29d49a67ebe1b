import { describe, expect, it } from 'vitest';
import { toastDuration } from './toast';

describe('toast durations (spec 001 §9)', () => {
  it('lasts 3 s by default, 4.5 s with a button and 10 s for errors', () => {
    expect(toastDuration('success', false)).toBe(3_000);
    expect(toastDuration('info', true)).toBe(4_500);
    expect(toastDuration('error', false)).toBe(10_000);
    expect(toastDuration('error', true)).toBe(10_000);
  });
});
