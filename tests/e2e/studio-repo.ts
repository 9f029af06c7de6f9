// A git repository holding a copy of the fixture pages, with a bare repository as its origin, for the
// studio's tests to save and publish into for real without touching this checkout.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function makeStudioRepo(prefix: string): { repo: string; origin: string } {
  const repo = mkdtempSync(path.join(tmpdir(), `${prefix}-repo-`));
  const origin = mkdtempSync(path.join(tmpdir(), `${prefix}-origin-`));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, stdio: 'ignore' });
  cpSync(path.join(import.meta.dirname, '..', 'fixtures', 'pages'), path.join(repo, 'pages'), { recursive: true });
  execFileSync('git', ['init', '-q', '--bare', origin]);
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'Studio Test');
  git('config', 'user.email', 'studio-test@example.com');
  git('add', '.');
  git('commit', '-q', '-m', 'Fixture site');
  git('remote', 'add', 'origin', origin);
  return { repo, origin };
}
