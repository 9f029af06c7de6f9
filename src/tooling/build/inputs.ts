// What a build's output can depend on besides the pages: the code that renders them, the schemas that
// check them, the files the client build copies, the installed packages and the settings read from the
// environment. One hash of them all (the code key): when it changes, everything is built again, as a
// change to a block's code, the styles or a schema can reach every page.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

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

/** The code key of the project at `root` with these settings: a hex digest. */
export function codeKey(root: string, env: Readonly<Record<string, string | undefined>>): string {
  const hash = createHash('sha256');
  const add = (name: string, bytes: Buffer | string) => hash.update(`${name}\0${bytes.length}\0`).update(bytes);
  for (const folder of codeFolders)
    for (const file of filesUnder(path.join(root, folder))) add(`${folder}/${file}`, readFileSync(path.join(root, folder, file)));
  for (const file of codeFiles) {
    try {
      add(file, readFileSync(path.join(root, file)));
    } catch {
      add(file, '');
    }
  }
  for (const name of buildSettings) add(`env:${name}`, env[name] ?? '\0unset');
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
