export interface TimedItem {
  minutes: number;
}

/** Each item's start and end, in minutes from the start of the session. */
export function agendaTimes<T extends TimedItem>(items: T[]): (T & { start: number; end: number })[] {
  let clock = 0;
  return items.map((item) => {
    const start = clock;
    clock += item.minutes;
    return { ...item, start, end: clock };
  });
}

/** 0 -> "0:00", 65 -> "1:05". */
export function formatClock(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
