// What a build's output can depend on besides the pages: the code that renders them, the schemas that
// check them, the files the client build copies, the installed packages and the settings read from the
// environment. One hash of them all (the code key): when it changes, everything is built again, as a
// change to a block's code, the styles or a schema can reach every page.
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { FileDigests } from '../file-digests.ts';

/** Folders whose every file is an input, and single files, relative to the project. */
export const codeFolders = ['src', 'schema', 'public', 'scripts'] as const;
export const codeFiles = ['package-lock.json', 'package.json', 'vite.config.ts', 'tsconfig.json'] as const;

/** Settings the build reads from the environment (src/core/site-env.ts, and NODE_ENV for React's build). */
export const buildSettings = ['SITE_URL', 'FORM_ENDPOINT', 'FORM_ACCESS_KEY', 'NODE_ENV'] as const;

/** Every file under a folder (none when there is no folder), relative to it with forward slashes, sorted, so the same tree always hashes the same. */
export function filesUnder(folder: string): string[] {
  try {
    if (!statSync(folder).isDirectory()) return [];
  } catch {
    return [];
  }
  return (readdirSync(folder, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => statSync(path.join(folder, file)).isFile())
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/**
 * A digest of the project's code at `root` (every file of the code folders and the single files, by name
 * and bytes): what checks and renders depend on besides their input. A file is read again only when it
 * changed (file-digests.ts keeps each one's digest in the project's cache).
 */
export function codeDigest(root: string): string {
  const digests = new FileDigests(path.join(root, '.cache', 'digests', 'code.json'));
  const hash = createHash('sha256');
  const add = (name: string, fileDigest: string) => hash.update(`${name}\0${fileDigest}\0`);
  const seen = new Set<string>();
  for (const folder of codeFolders)
    for (const file of filesUnder(path.join(root, folder))) {
      const absolute = path.join(root, folder, file);
      seen.add(absolute);
      add(`${folder}/${file}`, digests.of(absolute));
    }
  for (const file of codeFiles) {
    const absolute = path.join(root, file);
    try {
      add(file, digests.of(absolute));
      seen.add(absolute);
    } catch {
      add(file, '');
    }
  }
  digests.save(seen);
  return hash.digest('hex');
}

/** The code key of the project at `root` with these settings: a hex digest. `code` is its codeDigest, where known already. */
export function codeKey(root: string, env: Readonly<Record<string, string | undefined>>, code = codeDigest(root)): string {
  const hash = createHash('sha256').update(code);
  for (const name of buildSettings) hash.update(`env:${name}\0${env[name] ?? '\0unset'}\0`);
  return hash.digest('hex');
}

/**
 * A digest of any texts (page and render keys): SHA-1, as the keys are never chosen by anyone who would
 * want two to collide, and it hashes the 10,000 pages of a large site in half the time of SHA-256.
 */
export const digest = (...parts: (string | Buffer)[]): string => {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(typeof part === 'string' ? `${part.length}\0${part}` : part);
  return hash.digest('hex');
};
