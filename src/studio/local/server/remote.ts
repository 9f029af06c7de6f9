// The site's remote ("origin") read from its address, in every form git accepts for a server: https (or
// http, with or without a user), ssh:// (with or without a user and a port), git://, and scp-like
// [user@]host:owner/repo; with or without ".git" and a final slash. Host names are case-insensitive
// (GitHub.com is github.com), and GitHub's ssh-over-https-port host, ssh.github.com (port 443), is github.com.
// A local path (/srv/git/site.git, file://…) is no server.

/** A remote's host (lower case, without port) and the repository's path on it ("owner/repo"), or undefined. */
export interface Remote {
  host: string;
  /** The repository's path on the host, without ".git" and slashes around it: "owner/repo" (GitLab: "group/sub/repo"). */
  path: string;
}

const urlForm = /^(?:https?|ssh|git|git\+ssh|ssh\+git):\/\/(?:[^@/]+@)?(\[[^\]]+\]|[^/:@]+)(?::\d*)?\/(.+)$/i;
// scp-like: [user@]host:path, where the host has no slash and the path does not start with a slash (git's rule).
const scpForm = /^(?:[^@/:]+@)?([^/:@]+):(?!\/)(.+)$/;

export function parseRemote(remote: string): Remote | undefined {
  const address = remote.trim();
  const match = urlForm.exec(address) ?? scpForm.exec(address);
  if (!match) return undefined;
  let host = match[1]!.toLowerCase();
  if (host === 'ssh.github.com') host = 'github.com';
  const path = match[2]!
    .replace(/\/+$/, '')
    .replace(/\.git$/i, '')
    .replace(/^\/+/, '');
  if (!path || path.split('/').some((part) => !part || part === '.' || part === '..')) return undefined;
  return { host, path };
}

/** Whether a remote is on GitHub (github.com, or a GitHub Enterprise server: a host with "github" in its name). */
export const isGitHub = (remote: string) => parseRemote(remote)?.host.includes('github') ?? false;

/** The host, owner and name of a GitHub remote; undefined for another, or for a path that is not owner/repo. */
export function gitHubRepository(remote: string): { host: string; owner: string; repo: string } | undefined {
  const parsed = parseRemote(remote);
  if (!parsed || !parsed.host.includes('github')) return undefined;
  const parts = parsed.path.split('/');
  if (parts.length !== 2) return undefined;
  return { host: parsed.host, owner: parts[0]!, repo: parts[1]! };
}
