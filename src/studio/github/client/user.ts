// The signed-in account, as GitHub's API names it (GET /user): the studio shows who is signed in.
import type { Transport } from './request.ts';

export interface GitHubUser {
  login: string;
  name?: string | null;
  avatarUrl?: string;
}

export const userCalls = (transport: Transport) => ({
  /** The signed-in account. */
  async user(): Promise<GitHubUser> {
    const raw = await transport.call<{ login: string; name?: string | null; avatar_url?: string }>('GET', '/user');
    return { login: raw.login, name: raw.name ?? null, ...(raw.avatar_url ? { avatarUrl: raw.avatar_url } : {}) };
  },
});
