// What the tests of the hosted studio's GitHub client (src/studio/github/client/, one test file per
// resource: github-client-<resource>.test.ts) share: a site repository in a real bare git repository behind
// the GitHub API stand-in (every exchange checked against GitHub's description), the client made for a
// token with every request it sends recorded, and the check that a failure reaches the editor in plain words.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, expect } from 'vitest';
import { createGitHubClient, type GitHubClient } from '../../src/studio/github/client.ts';
import { GitHubError } from '../../src/studio/github/errors.ts';
import { makeSiteRepository, startGitHubStandIn, type GitHubStandIn, type GitHubStandInOptions } from '../stand-ins/github-api.ts';
import { expectEveryCallKnown } from './github-calls.ts';

export const page = '{\n  "title": "HVAC SEO That Keeps Your Trucks Busy in Every Season — all year"\n}\n';
// Bytes that are not UTF-8, as a photo's are.
export const photo = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0x80, 0xfe, 0xff, 0xd9]);

export interface ClientStandIn {
  readonly api: GitHubStandIn;
  readonly bare: string;
  /** git in the stand-in's repository, its output trimmed. */
  git(...args: string[]): string;
  /** Every request the clients sent, in order. */
  sent: { url: string; init: RequestInit | undefined }[];
  /** The studio's client, signed in with this token (maya's, who may write, unless told). */
  client(token?: string, repo?: string): GitHubClient;
}

/**
 * For the test file that calls it: before its tests, the site (a page, a photo and a README) behind a
 * stand-in that knows the editors' tokens (maya writes, sam reads, lee has one request left, jo writes and
 * has a name); after them, both removed. Every request a test sends must be one GitHub answers.
 */
export function clientStandIn(options: Pick<GitHubStandInOptions, 'collaborators'> = {}): ClientStandIn {
  let site: ReturnType<typeof makeSiteRepository>;
  let api: GitHubStandIn;
  const sent: ClientStandIn['sent'] = [];
  beforeAll(async () => {
    site = makeSiteRepository({ 'pages/industries/hvac-seo.json': page, 'photos/van.jpg': photo, 'README.md': 'Site\n' });
    api = await startGitHubStandIn({
      repo: site.bare,
      owner: 'rankharbor',
      name: 'site',
      tokens: {
        github_pat_editor: { login: 'maya', push: true },
        github_pat_reader: { login: 'sam', push: false },
        github_pat_busy: { login: 'lee', push: true, rateLimit: 1 },
        github_pat_jo: { login: 'jo', push: true, name: 'Jo Rivera' },
      },
      ...options,
    });
  });
  afterAll(async () => {
    await api.close();
    site.remove();
  });
  expectEveryCallKnown(() => api);
  return {
    get api() {
      return api;
    },
    get bare() {
      return site.bare;
    },
    git: (...args) => execFileSync('git', args, { cwd: site.bare, encoding: 'utf8' }).trim(),
    sent,
    client: (token = 'github_pat_editor', repo = 'site') =>
      createGitHubClient({
        apiUrl: `${api.url}/`,
        owner: 'rankharbor',
        repo,
        token,
        fetch: (input, init) => {
          sent.push({ url: String(input), init });
          return fetch(input, init);
        },
      }),
  };
}

/** An editor-facing message: plain words, no status codes, no JSON, no GitHub jargon. */
export const plain = (message: string) => {
  expect(message).not.toMatch(/HTTP|\b[45]\d\d\b|[{}]|Bad credentials|Not Found|Resource not accessible/);
  expect(message.length).toBeGreaterThan(30);
};

/** The GitHubError a call failed with, its message checked for plain words. */
export async function failure(promise: Promise<unknown>): Promise<GitHubError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GitHubError);
  plain((error as GitHubError).message);
  return error as GitHubError;
}
