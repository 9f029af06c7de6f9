// The client build's manifest (written by Vite into dist/.vite/): which files the island loader, the
// stylesheet and each lead form's rules became. The prerenderer writes tags from it; the budgets measure from it.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isDynamicEntry?: boolean;
}

export type Manifest = Record<string, ManifestChunk>;

/** The one script a page with an island loads; it imports each island's code when that island wakes. */
export const loaderModule = 'src/islands/entry.ts';
/** The site's stylesheet, an entry of its own: every page has it, with or without a script. */
export const stylesModule = 'src/styles.css';
/** A lead form's rules (its fields, messages and precompiled validator), loaded by the form's island when it wakes. */
export const formRulesModule = (form: string) => `src/forms/client/${form}.rules.ts`;
export const isFormRulesModule = (key: string) => /^src\/forms\/client\/[^/]+\.rules\.ts$/.test(key);

/** The manifest of a build folder, with the loader and the stylesheet; fails with what to run when there is none. */
export function readManifest(dist: string): { manifest: Manifest; loader: ManifestChunk; styles: ManifestChunk } {
  const file = path.join(dist, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const loader = manifest[loaderModule];
  const styles = manifest[stylesModule];
  if (!loader || !styles) throw new Error(`${file} has no entry for ${loaderModule} or ${stylesModule}: run the client build first.`);
  return { manifest, loader, styles };
}
