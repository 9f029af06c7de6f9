// The site's production build served as a host serves it, with the page studio on the web pointed at a
// GitHub API stand-in whose repository holds the real site's files: for the studio's browser tests and its
// bench. The stand-in listens on a free port of 127.0.0.1, and `npm run serve` (scripts/serve.ts) on
// another, started with STUDIO_GITHUB_API so that only this server lets the studio talk to the stand-in.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { makeSiteRepository, startGitHubStandIn, type GitHubStandIn, type StandInUser } from './github-api.ts';
import { siteRepositoryFiles } from './site-files.ts';

export interface StudioSite {
  /** The site, served with the studio pointed at the stand-in. */
  site: string;
  api: GitHubStandIn;
  /** The bare repository behind the stand-in, for git. */
  repository: string;
  close(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export async function startStudioSite(
  root: string,
  tokens: Record<string, StandInUser>,
  env: Record<string, string> = {},
): Promise<StudioSite> {
  const repository = makeSiteRepository(siteRepositoryFiles(root));
  const api = await startGitHubStandIn({ repo: repository.bare, owner: 'rankharbor', name: 'website', tokens });
  const served = await serveSiteFor(root, api.url, env);
  return {
    site: served.site,
    api,
    repository: repository.bare,
    async close() {
      await served.close();
      await api.close();
      repository.remove();
    },
  };
}

/** The build in dist/ served on a free port of 127.0.0.1 (npm run serve), its studio talking to the API at `apiUrl`. */
export async function serveSiteFor(
  root: string,
  apiUrl: string,
  env: Record<string, string> = {},
): Promise<{ site: string; close(): Promise<void> }> {
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'serve.ts')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), STUDIO_GITHUB_API: apiUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => String(chunk).includes('Serving') && resolve());
    server.on('exit', (code) => reject(new Error(`The site server stopped (exit ${code}).`)));
  });
  return {
    site: `http://127.0.0.1:${port}`,
    async close() {
      const stopped = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await stopped;
    },
  };
}
