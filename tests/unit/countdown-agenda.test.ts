import { describe, expect, it } from 'vitest';
import { agendaTimes, formatClock } from '../../src/blocks/agenda/agenda.ts';
import { countdownTarget, remaining } from '../../src/blocks/countdown/countdown.ts';

describe('countdown', () => {
  it('aims the given number of days ahead at the given hour, local time, whatever the time of day', () => {
    const target = countdownTarget(new Date(2026, 5, 1, 22, 45, 10), 7, 14);
    expect([
      target.getFullYear(),
      target.getMonth(),
      target.getDate(),
      target.getHours(),
      target.getMinutes(),
      target.getSeconds(),
    ]).toEqual([2026, 5, 8, 14, 0, 0]);
  });

  it('rolls over month ends', () => {
    const target = countdownTarget(new Date(2026, 0, 28, 9, 0), 7, 14);
    expect([target.getMonth(), target.getDate()]).toEqual([1, 4]);
  });

  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = new Date(2026, 5, 1, 10, 30, 20);
    expect(remaining(countdownTarget(now, 7, 14), now)).toEqual({ days: 7, hours: 3, minutes: 29, seconds: 40, done: false });
  });

  it('stops at zero once the target has passed', () => {
    const target = new Date(2026, 5, 8, 14);
    expect(remaining(target, new Date(2026, 5, 8, 13, 59, 59))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1, done: false });
    expect(remaining(target, new Date(2026, 5, 8, 14))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
    expect(remaining(target, new Date(2026, 5, 9))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
  });
});

describe('agenda', () => {
  it("works out each part's start and end from the parts before it", () => {
    const times = agendaTimes([5, 15, 15, 15, 15, 15, 10, 15, 5].map((minutes) => ({ minutes })));
    expect(times.map((t) => `${formatClock(t.start)}-${formatClock(t.end)}`)).toEqual([
      '0:00-0:05',
      '0:05-0:20',
      '0:20-0:35',
      '0:35-0:50',
      '0:50-1:05',
      '1:05-1:20',
      '1:20-1:30',
      '1:30-1:45',
      '1:45-1:50',
    ]);
  });
});
