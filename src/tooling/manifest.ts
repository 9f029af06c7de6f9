// The client build's manifest: which files the island loader, the stylesheet and each lead form's rules
// became. The prerenderer writes tags from it; the budgets measure from it. Vite writes it into the build
// folder (dist/.vite/manifest.json), where any host would serve it with the source paths it names, so the
// Vite config moves it beside the build (.build/dist.manifest.json) as the bundle is written.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { loaderAttribute } from '../islands/markers.ts';
import { manifestFile } from './paths.ts';

export interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isDynamicEntry?: boolean;
}

export type Manifest = Record<string, ManifestChunk>;

/** The one script of a page with an island, inline in the page; it imports each island's code when that island wakes. */
export const loaderModule = 'src/islands/entry.ts';
/** How a page carries the loader: this opening tag, then its code (src/tooling/build/assets.ts). */
export const inlineLoaderTag = `<script type="module" ${loaderAttribute}>`;
/** Whether a page's HTML carries the island loader. */
export const carriesLoader = (html: string) => html.includes(inlineLoaderTag);
/** The site's stylesheet, an entry of its own: every page has it, with or without a script. */
export const stylesModule = 'src/styles.css';
/**
 * The chunk vite.config.ts makes of the code that runs a lead form, both forms' rules and the islands
 * that wake one (which therefore have no chunk of their own in the manifest).
 */
export const leadFormChunkName = 'lead-form';

/** The islands whose code is a lead form's, grouped into the lead-form chunk by vite.config.ts (leadFormCode). */
export const leadFormIslands = ['form', 'hero', 'audit-dialog'];

/** The manifest key of an island's code: its <name>.island.ts(x), or the lead-form chunk for an island grouped into it. */
export function islandChunkKey(manifest: Manifest, name: string): string | undefined {
  const own = Object.keys(manifest).find((key) => key.endsWith(`/${name}.island.ts`) || key.endsWith(`/${name}.island.tsx`));
  if (own || !leadFormIslands.includes(name)) return own;
  return Object.keys(manifest).find((key) => manifest[key]!.name === leadFormChunkName && !manifest[key]!.isEntry);
}

/** The manifest of a build folder, with the loader and the stylesheet; fails with what to run when there is none. */
export function readManifest(dist: string): { manifest: Manifest; loader: ManifestChunk; styles: ManifestChunk } {
  const file = manifestFile(dist);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const loader = manifest[loaderModule];
  const styles = manifest[stylesModule];
  if (!loader || !styles) throw new Error(`${file} has no entry for ${loaderModule} or ${stylesModule}: run the client build first.`);
  return { manifest, loader, styles };
}

/** Where Vite puts the manifest inside the build (build.manifest: true). */
const inBuild = '.vite/manifest.json';

/** A Vite plugin: the manifest is written beside the build folder instead of into it. */
export function manifestBesideBuild(): Plugin {
  return {
    name: 'rankharbor-manifest-beside-build',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(options, bundle) {
        const asset = bundle[inBuild];
        if (asset?.type !== 'asset' || !options.dir) return;
        const file = manifestFile(path.resolve(options.dir));
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, asset.source);
        delete bundle[inBuild];
      },
    },
  };
}
