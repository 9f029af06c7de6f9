// The client build's manifest (written by Vite into dist/.vite/): which files the entry and the lazily
// loaded form became. The prerenderer writes tags from it; the budgets measure from it.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export const entryModule = 'src/entry-client.tsx';
export const formModule = 'src/forms/LeadForm.tsx';

/** The manifest of a build folder, with its entry; fails with what to run when there is none. */
export function readManifest(dist: string): { manifest: Manifest; entry: ManifestChunk } {
  const file = path.join(dist, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const entry = manifest[entryModule];
  if (!entry) throw new Error(`${file} has no entry for ${entryModule}: run the client build first.`);
  return { manifest, entry };
}
