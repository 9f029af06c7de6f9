// Versions of a page in a repository's history, made in one `git fast-import` (200 commits in well under a
// second): each a commit on the branch by its author, a minute after the one before, changing the page's
// file and deleting any files it names. For the history tests of both studios and for the bench.
import { execFileSync } from 'node:child_process';

export interface PageVersionCommit {
  /** The page's text in this version. */
  text: string;
  author: string;
  /** The author's address: <author>@example.com unless given (GitHub names an account from its noreply address). */
  email?: string;
  message?: string;
  /** Files the same commit deletes (a photo the page no longer shows). */
  remove?: string[];
  /** The page's file in this version, where it is not the one given for all (from this version on, it is this one). */
  file?: string;
  /** The file this version moves the page from (git mv, then the text written): its name until this version. */
  movedFrom?: string;
}

/**
 * Adds the versions on top of `branch` (in a bare repository, or a checkout whose work tree is then reset
 * to them). A version with `movedFrom` moves the file (git finds the move, as the text stays close).
 */
export function addPageVersions(
  repo: string,
  file: string,
  versions: PageVersionCommit[],
  { branch = 'main', bare = true, start = Date.UTC(2026, 0, 5, 9) / 1000 } = {},
): string {
  const run = (args: string[], input?: string) => execFileSync('git', args, { cwd: repo, input, encoding: 'utf8' }).trim();
  const tip = run(['rev-parse', `refs/heads/${branch}`]);
  const data = (text: string) => `data ${Buffer.byteLength(text)}\n${text}\n`;
  const stream = versions
    .map((version, i) => {
      const email = version.email ?? `${version.author.toLowerCase().replace(/\W+/g, '.')}@example.com`;
      const who = `${version.author} <${email}> ${start + i * 60} +0000`;
      return [
        `commit refs/heads/${branch}\n`,
        `author ${who}\ncommitter ${who}\n`,
        data(version.message ?? `Update ${file}`),
        i === 0 ? `from ${tip}\n` : '',
        version.movedFrom ? `R ${version.movedFrom} ${version.file ?? file}\n` : '',
        `M 100644 inline ${version.file ?? file}\n`,
        data(version.text),
        ...(version.remove ?? []).map((gone) => `D ${gone}\n`),
        '\n',
      ].join('');
    })
    .join('');
  run(['fast-import', '--quiet'], stream);
  if (!bare) run(['reset', '-q', '--hard', branch]);
  return run(['rev-parse', `refs/heads/${branch}`]);
}
