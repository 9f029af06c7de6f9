// The GitHub client's pull request calls (src/studio/github/client/pulls.ts), against the GitHub API
// stand-in, which keeps the repository in a real bare git repository: the studio's (find, open and change
// a page's review, list the open ones across pages, the files one changes, its reviews, line comments and
// conversation) and the scheduled-publish workflow's (one pull request in full, every page of its files,
// reviews and comments, a comment, the merge).
import { describe, expect, it } from 'vitest';
import { mergeCalls } from '../../src/studio/github/client/pulls.ts';
import { createTransport, repoScope } from '../../src/studio/github/client/request.ts';
import { clientStandIn, page } from './github-client-stand-in.ts';

const github = clientStandIn({ collaborators: { dev: 'write' } });
const { git } = github;

/** A branch from main with the page changed (a new commit each time): its commit. */
async function branchWithPage(branch: string, headline: string, token = 'github_pat_editor'): Promise<string> {
  const c = github.client(token);
  const main = git('rev-parse', 'main');
  const blob = await c.createBlob(page.replace('all year', headline));
  const tree = await c.createTree(git('rev-parse', 'main^{tree}'), [{ path: 'pages/industries/hvac-seo.json', sha: blob }]);
  const commit = await c.createCommit(`Update the page /hvac-seo: ${headline}`, tree, [main]);
  await c.createRef(branch, commit.sha);
  return commit.sha;
}

describe('the studio’s pull request calls', () => {
  it('finds, opens and updates pull requests, and lists every page in review across pages of results', async () => {
    const { api, sent } = github;
    await branchWithPage('content/client-test', 'in every season');
    const c = github.client();
    expect(await c.openPullFor('content/client-test')).toBeUndefined();
    const opened = await c.createPull({
      title: 'Update the page /hvac-seo',
      head: 'content/client-test',
      base: 'main',
      body: '- Hero › Headline changed',
    });
    expect(opened).toEqual({
      number: 1,
      htmlUrl: 'https://github.com/rankharbor/site/pull/1',
      title: 'Update the page /hvac-seo',
      head: 'content/client-test',
      body: '- Hero › Headline changed',
      author: 'maya',
      headSha: git('rev-parse', 'content/client-test'),
    });
    expect(await c.openPullFor('content/client-test')).toEqual(opened);
    expect(await c.updatePull(1, { body: '- Hero › Headline changed\n- FAQ › Question added' })).toMatchObject({
      number: 1,
      title: opened.title,
    });
    expect(api.pulls[0]!.body).toBe('- Hero › Headline changed\n- FAQ › Question added');

    // 150 more open pull requests, 130 of them pages in review: two pages of 100.
    const many = Array.from({ length: 150 }, (_, i) => ({
      number: i + 2,
      title: `Pull ${i + 2}`,
      body: null,
      state: 'open' as const,
      head: i < 130 ? `content/page-${i}` : `feature/${i}`,
      base: 'main',
      user: 'maya',
    }));
    api.pulls.push(...many, { ...many[0]!, number: 200, head: 'content/closed', state: 'closed' });
    try {
      sent.length = 0;
      const open = await c.openPulls();
      expect(open.map((pull) => pull.head)).toEqual(['content/client-test', ...many.slice(0, 130).map((pull) => pull.head)]);
      expect(sent.map((request) => new URL(request.url).search)).toEqual([
        '?state=open&per_page=100&page=1',
        '?state=open&per_page=100&page=2',
      ]);
    } finally {
      api.pulls.splice(1);
    }
  });

  it('lists every open pull request with who opened it and its head commit, and the files one changes, 100 a page', async () => {
    const { api, sent, client } = github;
    const jo = client('github_pat_jo');
    const main = git('rev-parse', 'main');
    // Jo's own branch: the page changed, the van photo moved, and 101 notes added: 103 files, two pages of the list.
    const changed = await jo.createBlob(page.replace('all year', 'every month'));
    const note = await jo.createBlob('A note\n');
    const tree = await jo.createTree(git('rev-parse', 'main^{tree}'), [
      { path: 'pages/industries/hvac-seo.json', sha: changed },
      { path: 'photos/van.jpg', sha: null },
      { path: 'photos/truck.jpg', sha: git('rev-parse', 'main:photos/van.jpg') },
      ...Array.from({ length: 101 }, (_, i) => ({ path: `notes/${String(i).padStart(3, '0')}.md`, sha: note })),
    ]);
    const commit = await jo.createCommit('Copy for the HVAC page', tree, [main]);
    await jo.createRef('jo-hvac-copy', commit.sha);
    api.pulls.push({ number: 40, title: 'HVAC copy', body: null, state: 'open', head: 'jo-hvac-copy', base: 'main', user: 'jo' });
    try {
      const all = await client().openPullRequests();
      expect(all.find((pull) => pull.number === 40)).toEqual({
        number: 40,
        htmlUrl: 'https://github.com/rankharbor/site/pull/40',
        title: 'HVAC copy',
        head: 'jo-hvac-copy',
        body: null,
        author: 'jo',
        headSha: commit.sha,
      });
      // Not a page in review: the list of those leaves it out.
      expect((await client().openPulls()).some((pull) => pull.number === 40)).toBe(false);

      const c = client();
      const first = await c.pullFiles(40);
      expect(first.files).toHaveLength(100);
      expect(first.more).toBe(true);
      const second = await c.pullFiles(40, 2);
      expect(second).toMatchObject({ more: false });
      const files = [...first.files, ...second.files];
      expect(files).toHaveLength(103);
      expect(files.find((f) => f.path === 'pages/industries/hvac-seo.json')).toEqual({
        path: 'pages/industries/hvac-seo.json',
        status: 'modified',
        sha: git('rev-parse', 'jo-hvac-copy:pages/industries/hvac-seo.json'),
      });
      expect(files.find((f) => f.path === 'photos/truck.jpg')).toMatchObject({ status: 'renamed', previousPath: 'photos/van.jpg' });
      // Not asked with an ETag: GitHub's description documents no 304 for this list (a pull request's files
      // change only with its head commit, which the list of pull requests gives: the backend asks once per head).
      expect(sent.at(-1)!.init?.headers).not.toHaveProperty('If-None-Match');
      expect(api.contract.checked.get('GET /repos/{owner}/{repo}/pulls/{pull_number}/files')).toBe(2);
    } finally {
      api.pulls.splice(
        api.pulls.findIndex((pull) => pull.number === 40),
        1,
      );
    }
  });

  it('reads a pull request’s reviews, line comments and conversation, and the page branches merged lately', async () => {
    const { api } = github;
    await branchWithPage('content/reviewed', 'reviewed');
    const c = github.client();
    const pull = await c.createPull({ title: 'Reviewed', head: 'content/reviewed', base: 'main', body: '- Hero' });
    await api.reviewing.addReview(pull.number, { user: 'dev', state: 'CHANGES_REQUESTED', body: 'Say winter too.' });
    await api.reviewing.addReview(pull.number, { user: 'dev', state: 'APPROVED', body: '' });
    api.reviewing.addComment(pull.number, 'github-actions[bot]', 'Not published: the checks failed on this change.');
    expect(await c.pullReviews(pull.number)).toEqual([
      { by: 'dev', state: 'CHANGES_REQUESTED', body: 'Say winter too.' },
      { by: 'dev', state: 'APPROVED', body: '' },
    ]);
    expect(await c.pullLineComments(pull.number)).toEqual([]);
    expect(await c.conversation(pull.number)).toEqual([
      { by: 'github-actions[bot]', body: 'Not published: the checks failed on this change.' },
    ]);
    expect(await c.mergedPulls()).toEqual([]);
  });
});

describe('the scheduled-publish workflow’s pull request calls', () => {
  const calls = () =>
    mergeCalls(repoScope(createTransport({ apiUrl: github.api.url, token: 'github_pat_editor', etags: false }), 'rankharbor', 'site'));

  it('reads one pull request in full, every page of its files, reviews and comments; comments; and merges it at the commit read', async () => {
    const { api } = github;
    const sha = await branchWithPage('content/due', 'due');
    const opened = await github.client().createPull({ title: 'Due', head: 'content/due', base: 'main', body: 'Publish on: …' });
    const merge = calls();
    const pull = await merge.pullDetail(opened.number);
    expect(pull).toMatchObject({
      number: opened.number,
      body: 'Publish on: …',
      author: 'maya',
      head: { ref: 'content/due', sha, repo: 'rankharbor/site' },
      base: { ref: 'main', repo: 'rankharbor/site' },
    });
    expect(await merge.everyPullFile(opened.number)).toEqual([
      { path: 'pages/industries/hvac-seo.json', status: 'modified', sha: git('rev-parse', 'content/due:pages/industries/hvac-seo.json') },
    ]);
    await api.reviewing.addReview(opened.number, { user: 'dev', state: 'APPROVED', body: 'Good.' });
    expect(await merge.everyReview(opened.number)).toEqual([{ by: 'dev', state: 'APPROVED' }]);
    await merge.comment(opened.number, 'Not published: GitHub does not let this change be merged yet.');
    expect(await merge.everyComment(opened.number)).toEqual([
      { by: 'maya', body: 'Not published: GitHub does not let this change be merged yet.' },
    ]);
    expect(api.reviewing.comments(opened.number)).toHaveLength(1);

    // Not at a commit other than its head: GitHub refuses, and says so by its status.
    expect(await merge.merge(opened.number, git('rev-parse', 'main'))).toMatchObject({ merged: false, status: 409 });
    const merged = await merge.merge(opened.number, sha);
    expect(merged).toEqual({ merged: true, sha: git('rev-parse', 'main') });
    expect(git('rev-parse', 'main^2')).toBe(sha);
    expect(await merge.merge(opened.number, sha)).toMatchObject({ merged: false });
  });
});
