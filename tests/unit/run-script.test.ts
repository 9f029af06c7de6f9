// scripts/run.mjs, which npm run build and npm run validate start through: a script runs as one bundled
// module, kept until a file it was made from changes, with its own arguments, and its errors name the
// project's files.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { root } from '../../src/tooling/paths.ts';

// Inside the project (its scripts import the project's files and packages), in a folder of this run's own.
const top = path.join(root, '.cache', 'run-script-test');
mkdirSync(top, { recursive: true });
const dir = mkdtempSync(path.join(top, 'case-'));

const script = path.join(dir, 'hello.ts');
const bundle = () =>
  path.join(root, '.cache', 'scripts', `${path.relative(root, script).replace(/\.ts$/, '').split(path.sep).join('.')}.mjs`);
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  for (const made of [bundle(), `${bundle()}.map`, `${bundle()}.inputs.json`]) rmSync(made, { force: true });
});
const run = (...args: string[]) =>
  spawnSync(process.execPath, [path.join(root, 'scripts', 'run.mjs'), script, ...args], { cwd: root, encoding: 'utf8' });

describe('a script run through scripts/run.mjs', () => {
  it('runs bundled with its arguments, is bundled again only when a file it holds changes, and its errors name its own files', () => {
    writeFileSync(path.join(dir, 'word.ts'), "export const word: string = 'harbor';\n");
    writeFileSync(
      script,
      [
        "import { word } from './word.ts';",
        "import { plural } from '../../../src/core/words.ts';",
        "if (process.argv.includes('--fail')) throw new Error(`no ${word}`);",
        "console.log(`${word} ${plural(2, 'page')} ${process.argv.slice(2).join(' ')}`);",
      ].join('\n'),
    );
    const first = run('--timings', 'x');
    expect(first.stderr).toBe('');
    expect(first.stdout.trim()).toBe('harbor 2 pages --timings x');
    const made = statSync(bundle()).mtimeMs;

    expect(run().stdout.trim()).toBe('harbor 2 pages');
    expect(statSync(bundle()).mtimeMs).toBe(made);

    // One imported file changed (a new size): bundled again, and the change runs.
    writeFileSync(path.join(dir, 'word.ts'), "export const word: string = 'harbour';\n");
    expect(run().stdout.trim()).toBe('harbour 2 pages');
    expect(statSync(bundle()).mtimeMs).not.toBe(made);

    // A failure's trace names the script's own file and line, not the bundle's.
    const failed = run('--fail');
    expect(failed.status).not.toBe(0);
    expect(failed.stderr).toContain('no harbour');
    expect(failed.stderr).toMatch(/hello\.ts:3/);
  });
});
