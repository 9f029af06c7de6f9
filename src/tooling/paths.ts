import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Folders of the project, absolute, so scripts work from any working directory. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const schemaDir = path.join(root, 'schema');
export const defaultPagesDir = path.join(root, 'pages');
export const publicDir = path.join(root, 'public');

/** The pages folder: PAGES_DIR lets the benchmark and tests point the whole pipeline at another set of pages. */
export function pagesDir(): string {
  return process.env.PAGES_DIR ? path.resolve(process.env.PAGES_DIR) : defaultPagesDir;
}

/** Where the build goes: DIST_DIR lets the benchmark build elsewhere without touching dist/. */
export function distDir(): string {
  return process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(root, 'dist');
}

/** The local server's config sits beside the build, never inside the folder it serves. */
export function serveConfigFile(): string {
  return path.join(path.dirname(distDir()), '.build', `${path.basename(distDir())}.serve.json`);
}

/**
 * The client build's manifest, moved beside the build by the Vite config: it names source files, and a
 * host serves everything in the build folder.
 */
export function manifestFile(dist: string = distDir()): string {
  return path.join(path.dirname(dist), '.build', `${path.basename(dist)}.manifest.json`);
}

/** Paths in messages are relative to the working directory, so editors can click them in a terminal. */
export function displayPath(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel.startsWith('..') ? file : rel;
}
