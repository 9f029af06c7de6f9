/** The session starts `daysAhead` days after `now`, at `hour`:00 local time. */
export function countdownTarget(now: Date, daysAhead: number, hour: number): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + daysAhead, hour, 0, 0, 0);
}

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the target has passed: the clock stops at zero. */
  done: boolean;
}

/** Whole days, hours, minutes and seconds from `now` until `target`, never negative. */
export function remaining(target: Date, now: Date): Remaining {
  const total = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
    done: total === 0,
  };
}
