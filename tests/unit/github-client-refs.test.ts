// The GitHub client's branch calls (src/studio/github/client/refs.ts), against the GitHub API stand-in,
// which keeps the repository in a real bare git repository: a branch's head, a new branch, and a branch
// moved only forward.
import { describe, expect, it } from 'vitest';
import { clientStandIn, failure, page } from './github-client-stand-in.ts';

const github = clientStandIn();
const { git } = github;

describe('branches', () => {
  it('reads a branch’s head as git has it, and none for a branch that does not exist', async () => {
    expect(await github.client().branchHead('main')).toBe(git('rev-parse', 'main'));
    expect(await github.client().branchHead('content/nothing-here')).toBeUndefined();
  });

  it('writes a tree, a commit and a branch, and moves the branch only forward', async () => {
    const c = github.client();
    const main = (await c.branchHead('main'))!;
    const base = await c.tree(main);
    const blob = await c.createBlob(page.replace('Every Season', 'Every Single Season'));
    const tree = await c.createTree(base.sha, [
      { path: 'pages/industries/hvac-seo.json', sha: blob },
      { path: 'README.md', sha: null },
    ]);
    const commit = await c.createCommit('Update the page /hvac-seo', tree, [main]);
    expect(commit).toMatchObject({ tree, parents: [main], message: 'Update the page /hvac-seo' });
    await c.createRef('content/client-test', commit.sha);
    expect(git('rev-parse', 'content/client-test')).toBe(commit.sha);
    expect(git('ls-tree', '-r', '--name-only', 'content/client-test')).toBe('pages/industries/hvac-seo.json\nphotos/van.jpg');
    expect((await failure(c.createRef('content/client-test', commit.sha))).kind).toBe('conflict');

    // Backwards is not forward: refused, and the branch stays where it was.
    github.sent.length = 0;
    const backwards = await failure(c.updateRef('content/client-test', main));
    expect(backwards).toMatchObject({ status: 422, kind: 'conflict', detail: 'Update is not a fast forward' });
    expect(JSON.parse(String(github.sent[0]!.init?.body))).toEqual({ sha: main, force: false });
    expect(git('rev-parse', 'content/client-test')).toBe(commit.sha);

    const next = await c.createCommit('Again', tree, [commit.sha]);
    await c.updateRef('content/client-test', next.sha);
    expect(git('rev-parse', 'content/client-test')).toBe(next.sha);
  });
});
