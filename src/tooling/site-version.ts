// The site's version, written into every lead form (src/forms/origin-fields.ts): the commit the build
// is made from. SITE_VERSION pins it (tests and benchmarks, so two builds of one tree compare byte for
// byte), then COMMIT_REF (set by Netlify), then the working tree's HEAD; "unknown" when there is none.
import { execFileSync } from 'node:child_process';

export const unknownVersion = 'unknown';

export function siteVersion(env: Readonly<Record<string, string | undefined>>, root: string): string {
  const given = env.SITE_VERSION?.trim() || env.COMMIT_REF?.trim();
  if (given) return given;
  try {
    // An argument array, never a shell line.
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return /^[0-9a-f]{7,64}$/.test(head) ? head : unknownVersion;
  } catch {
    return unknownVersion;
  }
}
