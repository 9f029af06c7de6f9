// Which pages have changes that are not in the last commit, asked of git itself: nothing is kept in the
// server's memory, so a restart of the studio, or a file deleted by hand, loses or breaks nothing.
import { execFile } from 'node:child_process';
import { realpathSync } from 'node:fs';
import path from 'node:path';

function git(args: string[], cwd: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile('git', args, { cwd, maxBuffer: 8 << 20 }, (error, stdout) => resolve(error ? undefined : stdout));
  });
}

/** The page files (absolute) added or changed in the working tree since the last commit; deleted ones are not. */
export async function changedPageFiles(dir: string): Promise<string[]> {
  const top = (await git(['rev-parse', '--show-toplevel'], dir))?.trim();
  // Not a repository: nothing can be published, so nothing is waiting.
  if (!top) return [];
  const status = await git(['status', '--porcelain=v1', '-z', '--untracked-files=all', '--no-renames', '--', '.'], dir);
  const root = realpathSync(dir);
  return (status ?? '')
    .split('\0')
    .filter((entry) => entry.length > 3 && entry[0] !== 'D' && entry[1] !== 'D')
    .map((entry) => path.join(top, entry.slice(3)))
    .filter((file) => {
      const relative = path.relative(root, file);
      return file.endsWith('.json') && !relative.startsWith('..') && !relative.split(path.sep).some((part) => part.startsWith('_'));
    })
    .map((file) => path.join(dir, path.relative(root, file)))
    .sort();
}
