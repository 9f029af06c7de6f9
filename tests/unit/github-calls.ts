import { afterEach, expect } from 'vitest';

/**
 * After each test of the file that calls it: every request the test sent to the GitHub stand-in was one
 * GitHub answers (the stand-in records any other in `unknown`). Checked per test, so it holds when a test
 * runs alone or in another order, and it names the test that sent the call.
 */
export function expectEveryCallKnown(standIn: () => { unknown: string[] }): void {
  afterEach(() => {
    const unknown = standIn().unknown.splice(0);
    expect(unknown, 'requests GitHub does not answer').toEqual([]);
  });
}
