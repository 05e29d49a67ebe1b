/** The wall clock of a time zone: one formatter, read for as many instants as the caller has. */
export function zoneClock(timeZone: string) {
  const fields = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const wallClock = (ms: number) => {
    const parts: Record<string, number> = {};
    for (const part of fields.formatToParts(ms)) parts[part.type] = Number(part.value);
    return {
      year: parts.year ?? 0,
      month: parts.month ?? 1,
      day: parts.day ?? 1,
      hour: parts.hour ?? 0,
      minute: parts.minute ?? 0,
      second: parts.second ?? 0,
    };
  };
  /** How far the wall clock is ahead of UTC at an instant, in milliseconds. */
  const offsetAt = (ms: number) => {
    const wall = wallClock(ms);
    const local = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
    return local - (ms - (((ms % 1000) + 1000) % 1000));
  };
  return { wallClock, offsetAt };
}
