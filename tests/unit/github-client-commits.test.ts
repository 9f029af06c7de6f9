// The GitHub client's commit calls (src/studio/github/client/commits.ts), against the GitHub API stand-in,
// which keeps the repository in a real bare git repository: who wrote a commit, one commit read back, a
// file's commits (a page's history) and the files a commit changed.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { clientStandIn, page } from './github-client-stand-in.ts';

const github = clientStandIn();
const { git } = github;

describe('commits', () => {
  it('names a commit’s author by their GitHub login, and by the name git records where GitHub knows no account for the e-mail', async () => {
    const { client } = github;
    const jo = client('github_pat_jo');
    const main = git('rev-parse', 'main');
    const commit = await jo.createCommit('By Jo', git('rev-parse', 'main^{tree}'), [main]);
    // Git records Jo's name; GitHub knows the account by the e-mail.
    expect(git('log', '-1', '--format=%an <%ae>', commit.sha)).toBe('Jo Rivera <jo@users.noreply.github.com>');
    expect(await client().commitAuthor(commit.sha)).toBe('jo');
    // A commit made on a computer with an e-mail no account has: its git name.
    const outside = execFileSync('git', ['commit-tree', 'main^{tree}', '-p', 'main', '-m', 'By hand'], {
      cwd: github.bare,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'Pat Doe',
        GIT_AUTHOR_EMAIL: 'pat@example.com',
        GIT_COMMITTER_NAME: 'Pat Doe',
        GIT_COMMITTER_EMAIL: 'pat@example.com',
      },
    }).trim();
    expect(await client().commitAuthor(outside)).toBe('Pat Doe');
    // By branch too.
    await jo.createRef('content/by-jo', commit.sha);
    expect(await client().commitAuthor('content/by-jo')).toBe('jo');
    expect(github.api.contract.checked.get('GET /repos/{owner}/{repo}/commits/{ref}')).toBe(3);
  });

  it('makes a commit and reads it back: its tree, parents, message and author; a file’s commits and the files one changed', async () => {
    const c = github.client('github_pat_jo');
    const main = git('rev-parse', 'main');
    const blob = await c.createBlob(page.replace('all year', 'every month'));
    const tree = await c.createTree(git('rev-parse', 'main^{tree}'), [
      { path: 'pages/industries/hvac-seo.json', sha: blob },
      { path: 'photos/van.jpg', sha: null },
      { path: 'photos/truck.jpg', sha: git('rev-parse', 'main:photos/van.jpg') },
    ]);
    const made = await c.createCommit('Copy for the HVAC page', tree, [main]);
    expect(made).toEqual({ sha: git('rev-parse', `${made.sha}^{commit}`), tree, parents: [main], message: 'Copy for the HVAC page' });
    expect(await c.commit(made.sha)).toEqual({ ...made, author: 'Jo Rivera' });

    await c.createRef('content/hvac-copy', made.sha);
    const history = await c.fileCommits('pages/industries/hvac-seo.json', 'content/hvac-copy', 1, 10);
    expect(history.map((commit) => commit.sha)).toEqual([made.sha, main]);
    expect(history[0]).toMatchObject({ parent: main, date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    // The account's login where GitHub gives it with the list, else the name git records.
    expect(['jo', 'Jo Rivera']).toContain(history[0]!.author);
    expect(await c.fileCommits('pages/industries/hvac-seo.json', 'content/hvac-copy', 2, 1)).toEqual([history[1]]);

    const files = await c.commitFiles(made.sha);
    expect(files.find((file) => file.path === 'pages/industries/hvac-seo.json')).toEqual({
      path: 'pages/industries/hvac-seo.json',
      status: 'modified',
      sha: blob,
    });
    expect(files.find((file) => file.path === 'photos/truck.jpg')).toMatchObject({ status: 'renamed', previousPath: 'photos/van.jpg' });
  });
});
