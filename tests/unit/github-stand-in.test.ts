// The GitHub API stand-in the hosted studio's tests run against (tests/stand-ins/github-api.ts): the
// sequence a Publish makes through GitHub's Git Data API, checked in the bare repository it writes to.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSiteRepository, startGitHubStandIn, type GitHubStandIn } from '../stand-ins/github-api.ts';

const page = '{\n  "title": "HVAC SEO That Keeps Your Trucks Busy in Every Season"\n}\n';
let api: GitHubStandIn;
let site: ReturnType<typeof makeSiteRepository>;
const git = (...args: string[]) => execFileSync('git', args, { cwd: site.bare, encoding: 'utf8' }).trim();

beforeAll(async () => {
  site = makeSiteRepository({ 'pages/industries/hvac-seo.json': page, 'README.md': 'Site\n' });
  api = await startGitHubStandIn({
    repo: site.bare,
    owner: 'rankharbor',
    name: 'site',
    tokens: { github_pat_editor: { login: 'maya', push: true }, github_pat_reader: { login: 'sam', push: false } },
  });
});
afterAll(async () => {
  await api.close();
  site.remove();
});

const call = async (method: string, route: string, body?: unknown, token = 'github_pat_editor') => {
  const response = await fetch(`${api.url}${route}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: 'application/vnd.github+json',
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  // GitHub's answers, read field by field as its documentation gives them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as Record<string, any> };
};
const repo = '/repos/rankharbor/site';

describe('the GitHub API stand-in', () => {
  it('publishes a page as the studio will: a blob, a tree on the default branch, a commit, its branch, a pull request; then a second commit', async () => {
    expect((await call('GET', '/user')).body.login).toBe('maya');
    const info = await call('GET', repo);
    expect(info.body).toMatchObject({ full_name: 'rankharbor/site', default_branch: 'main', permissions: { push: true } });
    const main = await call('GET', `${repo}/git/ref/heads/main`);
    expect(main.body).toMatchObject({ ref: 'refs/heads/main', object: { type: 'commit' } });
    const head = main.body.object.sha as string;
    const commit = await call('GET', `${repo}/git/commits/${head}`);
    const tree = await call('GET', `${repo}/git/trees/${commit.body.tree.sha}?recursive=1`);
    const file = tree.body.tree.find((entry: { path: string }) => entry.path === 'pages/industries/hvac-seo.json');
    expect(file).toMatchObject({ mode: '100644', type: 'blob', size: Buffer.byteLength(page) });
    const blob = await call('GET', `${repo}/git/blobs/${file.sha}`);
    expect(Buffer.from(blob.body.content, 'base64').toString('utf8')).toBe(page);
    // No branch for the page yet.
    expect((await call('GET', `${repo}/git/ref/heads/content/hvac-seo`)).status).toBe(404);

    const edited = page.replace('Every Season', 'Every Single Season');
    const newBlob = await call('POST', `${repo}/git/blobs`, { content: edited, encoding: 'utf-8' });
    expect(newBlob.status).toBe(201);
    const newTree = await call('POST', `${repo}/git/trees`, {
      base_tree: commit.body.tree.sha,
      tree: [{ path: 'pages/industries/hvac-seo.json', mode: '100644', type: 'blob', sha: newBlob.body.sha }],
    });
    const first = await call('POST', `${repo}/git/commits`, {
      message: 'Update the page /hvac-seo\n\n- Hero › Headline changed\n',
      tree: newTree.body.sha,
      parents: [head],
    });
    expect(first.body.parents).toEqual([expect.objectContaining({ sha: head })]);
    expect((await call('POST', `${repo}/git/refs`, { ref: 'refs/heads/content/hvac-seo', sha: first.body.sha })).status).toBe(201);
    const pull = await call('POST', `${repo}/pulls`, {
      title: 'Update the page /hvac-seo',
      head: 'content/hvac-seo',
      base: 'main',
      body: '- Hero › Headline changed',
    });
    expect(pull.body).toMatchObject({ number: 1, state: 'open', html_url: 'https://github.com/rankharbor/site/pull/1' });
    expect((await call('POST', `${repo}/pulls`, { title: 'Again', head: 'content/hvac-seo', base: 'main' })).status).toBe(422);

    // The second publish: one more commit on the same branch, the same pull request.
    const again = await call('POST', `${repo}/git/trees`, {
      base_tree: newTree.body.sha,
      tree: [{ path: 'pages/industries/hvac-seo.json', mode: '100644', type: 'blob', content: edited.replace('Single ', '') }],
    });
    const second = await call('POST', `${repo}/git/commits`, {
      message: 'Update the page /hvac-seo',
      tree: again.body.sha,
      parents: [first.body.sha],
    });
    expect((await call('PATCH', `${repo}/git/refs/heads/content/hvac-seo`, { sha: second.body.sha, force: false })).status).toBe(200);
    const open = await call('GET', `${repo}/pulls?state=open&head=rankharbor:content/hvac-seo`);
    expect(open.body).toHaveLength(1);

    expect(git('rev-list', '--count', 'main..content/hvac-seo')).toBe('2');
    expect(git('diff', '--numstat', 'main', `${first.body.sha}`)).toBe('1\t1\tpages/industries/hvac-seo.json');
    expect(git('log', '-1', '--format=%an', first.body.sha)).toBe('maya');
    expect(api.unknown).toEqual([]);
  });

  it('never moves a branch backwards or sideways without force, and checks every token', async () => {
    const main = (await call('GET', `${repo}/git/ref/heads/main`)).body.object.sha as string;
    const refused = await call('PATCH', `${repo}/git/refs/heads/content/hvac-seo`, { sha: main });
    expect(refused).toEqual({ status: 422, body: expect.objectContaining({ message: 'Update is not a fast forward' }) });
    expect((await call('GET', '/user', undefined, 'wrong')).body.message).toBe('Bad credentials');
    expect((await call('GET', repo, undefined, 'github_pat_reader')).body.permissions.push).toBe(false);
    const write = await call('POST', `${repo}/git/blobs`, { content: 'x', encoding: 'utf-8' }, 'github_pat_reader');
    expect(write).toEqual({ status: 403, body: expect.objectContaining({ message: 'Resource not accessible by personal access token' }) });
  });

  it('answers a call it does not know with 404 and remembers it, so a test can fail on it', async () => {
    expect((await call('GET', `${repo}/issues`)).status).toBe(404);
    expect(api.unknown).toEqual(['GET /repos/rankharbor/site/issues']);
  });
});
