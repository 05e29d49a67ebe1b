import { describe, expect, it } from 'vitest';
import {
  autoFormatClock,
  formatDrillDate,
  formatResponseTime,
  isDrillTime,
  isFutureDrill,
  isResponseTime,
} from './format.js';
import { ZDrillRequest } from './schemas.js';

describe('drill formatting (spec 000 §2 "Drill detail", §5 "Drill form")', () => {
  it.each([
    ['', ''],
    ['9', '9'],
    ['93', '93'],
    ['930', '9:30'],
    ['1045', '10:45'],
    ['104599', '10:45'],
    ['1a:0b5', '1:05'],
  ])('formats %j as typed to %j (digits only, up to 4)', (typed, shown) => {
    expect(autoFormatClock(typed)).toBe(shown);
  });

  it('checks hh:mm (hour 1 to 12, minutes 0 to 59) and mm:ss (minutes 0 to 99, seconds 0 to 59)', () => {
    expect(['1:00', '9:30', '12:59'].every(isDrillTime)).toBe(true);
    expect(['0:30', '13:00', '9:60', '930', '012:00'].some(isDrillTime)).toBe(false);
    expect(['0:00', '2:45', '99:59'].every(isResponseTime)).toBe(true);
    expect(['1:60', '100:00', '5', ':30', '1:5'].some(isResponseTime)).toBe(false);
  });

  it("reads a response time as 'N minutes, N seconds', dates as MM/DD/YYYY, and knows a future drill", () => {
    expect(formatResponseTime('3:05')).toBe('3 minutes, 5 seconds');
    expect(formatResponseTime(null)).toBe('');
    expect(formatDrillDate('2026-03-09')).toBe('03/09/2026');
    expect(isFutureDrill('2026-03-10', '2026-03-09')).toBe(true);
    expect(isFutureDrill('2026-03-09', '2026-03-09')).toBe(false);
  });

  it('keeps the other texts for other only', () => {
    const parsed = ZDrillRequest.parse({
      schoolId: 's',
      type: 'fire',
      otherType: 'kept?',
      eventType: 'other',
      otherEventType: ' Board drill ',
      drillDate: '2026-03-09',
      drillTime: '9:30',
      drillTimeOfDay: 'am',
      numberOfParticipants: '',
    });
    expect(parsed).toMatchObject({
      otherType: null,
      otherEventType: 'Board drill',
      numberOfParticipants: null,
    });
  });
});
