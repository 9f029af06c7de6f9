// How every call of the GitHub client is sent and answered (src/studio/github/client/request.ts), against
// the GitHub API stand-in: the token, media type and API version on each request; a failure in the editor's
// words; the studio's ETags; and the same transport set up as the scheduled-publish workflow sets it up
// (reads tried again on 5xx or no answer, writes never, no ETags, its own failure messages). The studio's
// pauses for secondary rate limits and GitHub's trouble, end to end, are tests/unit/github-busy.test.ts.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createGitHubClient } from '../../src/studio/github/client.ts';
import { createTransport, readsRetried, type TransportOptions } from '../../src/studio/github/client/request.ts';
import { clientStandIn, failure } from './github-client-stand-in.ts';

const github = clientStandIn();
const { git } = github;

/** A port that was just free: nothing listens on it. */
async function deadPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('the studio’s transport', () => {
  it('sends the token and GitHub’s media type and API version with every request', async () => {
    github.sent.length = 0;
    expect(await github.client().user()).toMatchObject({ login: 'maya' });
    expect(github.sent).toHaveLength(1);
    expect(github.sent[0]!.url).toBe(`${github.api.url}/user`);
    expect(github.sent[0]!.init?.headers).toMatchObject({
      Authorization: 'Bearer github_pat_editor',
      Accept: 'application/vnd.github+json',
      'X-GitHub-Api-Version': '2022-11-28',
    });
    // Never from the browser's cache, where GitHub lets an answer stay a minute.
    expect(github.sent[0]!.init?.cache).toBe('no-store');
  });

  it('tells the editor in plain words what went wrong, and writes nothing it may not', async () => {
    const { client } = github;
    const refs = git('for-each-ref');
    const noWrite = await failure(client('github_pat_reader').createBlob('x'));
    expect(noWrite).toMatchObject({ status: 403, kind: 'no-access' });
    expect(noWrite.message).toContain('may read the site but GitHub does not let it change it');
    expect(noWrite.message).toMatch(/write access/);
    expect(git('for-each-ref')).toBe(refs);

    const signedOut = await failure(client('github_pat_expired').user());
    expect(signedOut).toMatchObject({ status: 401, kind: 'signed-out', detail: 'Bad credentials' });
    expect(signedOut.message).toMatch(/Sign in again/);

    const missing = await failure(client().blobBytes('0123456789abcdef0123456789abcdef01234567'));
    expect(missing).toMatchObject({ status: 404, kind: 'not-found' });

    // One request left, then GitHub's rate limit: the editor is asked to wait.
    await client('github_pat_busy').user();
    const limited = await failure(client('github_pat_busy').user());
    expect(limited).toMatchObject({ status: 403, kind: 'rate-limited' });
    expect(limited.message).toMatch(/Wait (an? |\d+ )?(minute|minutes|hour)/);
  });

  it('says so when GitHub cannot be reached', async () => {
    const offline = createGitHubClient({
      apiUrl: `http://127.0.0.1:${await deadPort()}`,
      owner: 'rankharbor',
      repo: 'site',
      token: 'github_pat_editor',
    });
    const error = await failure(offline.user());
    expect(error).toMatchObject({ status: 0, kind: 'unreachable' });
    expect(error.message).toMatch(/^GitHub could not be reached/);
  });

  it('sends a conditional read with the ETag of its last answer: GitHub answers 304 and the last answer stands', async () => {
    const seen: (string | undefined)[] = [];
    const transport = createTransport({
      apiUrl: github.api.url,
      token: 'github_pat_editor',
      fetch: (input, init) => {
        seen.push((init?.headers as Record<string, string>)['If-None-Match']);
        return fetch(input, init);
      },
    });
    const path = '/repos/rankharbor/site/pulls?state=open&per_page=100&page=1';
    const first = await transport.call<unknown[]>('GET', path, undefined, true);
    const again = await transport.send<unknown[]>('GET', path, undefined, true);
    expect(again).toMatchObject({ ok: true, status: 304 });
    expect(again.body).toEqual(first);
    expect(seen[0]).toBeUndefined();
    expect(seen[1]).toMatch(/^(W\/)?"/);
  });
});

describe('the transport as the scheduled-publish workflow sets it up', () => {
  /** The workflow's settings (src/tooling/scheduled-publish.ts), with the pauses it asked for recorded and none waited. */
  const workflow = (overrides: Partial<TransportOptions> = {}) => {
    const pauses: number[] = [];
    const sent: { method: string; init: RequestInit | undefined }[] = [];
    const transport = createTransport({
      apiUrl: github.api.url,
      token: 'github_pat_editor',
      fetch: (input, init) => {
        sent.push({ method: init?.method ?? 'GET', init });
        return fetch(input, init);
      },
      retry: readsRetried(3, async (attempt) => void pauses.push(attempt)),
      etags: false,
      noStore: false,
      failure: ({ status }, method, path) => new Error(`GitHub answered ${status} to ${method} ${path}`),
      unreachable: (method, path) => new Error(`GitHub did not answer ${method} ${path}`),
      notJson: (status, method, path) => new Error(`GitHub answered ${status} to ${method} ${path} with something that is not JSON`),
      ...overrides,
    });
    return { transport, pauses, sent };
  };

  it('tries a read again three times on GitHub’s trouble (5xx), after pauses it is told, then fails with its own message', async () => {
    const { transport, pauses, sent } = workflow();
    const recover = github.api.failNext(/^GET \/repos\/rankharbor\/site$/, 502, { times: Infinity });
    const error = await transport.call('GET', '/repos/rankharbor/site').catch((e: unknown) => e);
    recover();
    expect(error).toEqual(new Error('GitHub answered 502 to GET /repos/rankharbor/site'));
    expect(sent).toHaveLength(4);
    expect(pauses).toEqual([0, 1, 2]);
    // One 503 then an answer: the answer.
    const once = workflow();
    github.api.failNext(/^GET \/repos\/rankharbor\/site$/, 503);
    expect(await once.transport.call('GET', '/repos/rankharbor/site')).toMatchObject({ default_branch: 'main' });
    expect(once.pauses).toEqual([0]);
  });

  it('never sends a write again, and answers a status it was given (a 404 is not tried again)', async () => {
    const { transport, pauses, sent } = workflow();
    github.api.failNext(/^POST \/repos\/rankharbor\/site\/git\/blobs$/, 502);
    const answer = await transport.send('POST', '/repos/rankharbor/site/git/blobs', { content: 'x', encoding: 'utf-8' });
    expect(answer).toMatchObject({ ok: false, status: 502 });
    const missing = await transport.send('GET', '/repos/rankharbor/site/git/blobs/0123456789abcdef0123456789abcdef01234567');
    expect(missing).toMatchObject({ ok: false, status: 404 });
    expect(sent.map((request) => request.method)).toEqual(['POST', 'GET']);
    expect(pauses).toEqual([]);
  });

  it('tries a read again when GitHub does not answer at all, then fails with its own message', async () => {
    const pauses: number[] = [];
    const offline = createTransport({
      apiUrl: `http://127.0.0.1:${await deadPort()}`,
      token: 't',
      retry: readsRetried(2, async (attempt) => void pauses.push(attempt)),
      unreachable: (method, path) => new Error(`GitHub did not answer ${method} ${path}`),
    });
    expect(await offline.call('GET', '/user').catch((e: unknown) => e)).toEqual(new Error('GitHub did not answer GET /user'));
    expect(pauses).toEqual([0, 1]);
    expect(await offline.call('POST', '/x', {}).catch((e: unknown) => e)).toEqual(new Error('GitHub did not answer POST /x'));
    expect(pauses).toEqual([0, 1]);
  });

  it('sends no ETag and leaves the fetch’s cache alone; an answer that is not JSON is its failure', async () => {
    const { transport, sent } = workflow();
    const path = '/repos/rankharbor/site/pulls?state=open&per_page=100&page=1';
    await transport.call('GET', path, undefined, true);
    await transport.call('GET', path, undefined, true);
    expect(sent.map(({ init }) => (init?.headers as Record<string, string>)['If-None-Match'])).toEqual([undefined, undefined]);
    expect(sent.every(({ init }) => init && !('cache' in init))).toBe(true);
    expect(github.api.requests.slice(-2).map((r) => r.status)).toEqual([200, 200]);

    const garbled = workflow({ fetch: async () => new Response('<html>Unicorn!</html>', { status: 200 }) });
    expect(await garbled.transport.call('GET', '/user').catch((e: unknown) => e)).toEqual(
      new Error('GitHub answered 200 to GET /user with something that is not JSON'),
    );
  });

  it('reads every page of a list, 100 a page, up to the most it is told', async () => {
    const asked: string[] = [];
    const transport = createTransport({
      apiUrl: 'https://api.example',
      token: 't',
      fetch: async (input) => {
        const url = new URL(String(input));
        asked.push(url.search);
        const page = Number(url.searchParams.get('page'));
        const count = page < 3 ? 100 : 7;
        return Response.json({ items: Array.from({ length: count }, (_, i) => (page - 1) * 100 + i) });
      },
    });
    const items = (page: unknown) => (page as { items: number[] }).items;
    expect(await transport.pages('/list?kind=a', { items })).toHaveLength(207);
    expect(asked).toEqual(['?kind=a&per_page=100&page=1', '?kind=a&per_page=100&page=2', '?kind=a&per_page=100&page=3']);
    asked.length = 0;
    expect(await transport.pages('/list', { items, most: 150 })).toHaveLength(200);
    expect(asked).toEqual(['?per_page=100&page=1', '?per_page=100&page=2']);
  });
});
