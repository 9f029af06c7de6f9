// The steps of npm test (scripts/test.ts), in order: each a script of package.json. The project's GitHub
// workflow runs the same steps in parallel jobs (a unit test checks that it runs every one).

/** The whole suite's budget on a 2-core machine with nothing else running, in minutes (README, Commands: npm test). */
export const budgetMinutes = 20;

export const testSteps: [name: string, script: string][] = [
  ['Validate the pages', 'validate'],
  ['Type check', 'typecheck'],
  ['Lint and format check', 'lint'],
  ['Unit tests', 'test:unit'],
  ['Edge split in Deno', 'test:edge'],
  ['GitHub’s API description', 'github-description:check'],
  ['Build', 'build'],
  ['HTML check', 'check-html'],
  ['Browser tests', 'test:browser'],
  ['Size budgets', 'budgets'],
  ['Scaling', 'scaling'],
  ['Lighthouse gate', 'lighthouse:gate'],
];
