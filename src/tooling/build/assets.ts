// The tags every page gets from the client build: the stylesheet for all, and for a page with an island
// the island loader, in the page itself (no request of its own, and no island's code is fetched before the
// first paint: the loader waits for that paint, then imports each island's code when the island wakes).
// Nothing is preloaded. No site config goes with it: each island's props carry what its code reads. Both are
// made once per client build: they are the same on every page, and the policy allows the loader by its hash.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inlineLoaderTag, loaderModule, readManifest, type Manifest } from '../manifest.ts';

export interface AssetTags {
  /** Before </head> of every page. */
  head: string;
  /** Before </body> of a page with an island. */
  islands: string;
  /** The loader's code, which the Content-Security-Policy allows by its hash. */
  loader: string;
}

/** The asset tags of the client build in `dist` (its manifest beside it). */
export function assetTags(dist: string): AssetTags {
  const { manifest, loader, styles } = readManifest(dist);
  const code = inlineLoader(readFileSync(path.join(dist, loader.file), 'utf8'), loader.file, manifest);
  return {
    head: `<link rel="stylesheet" href="/${styles.file}">`,
    islands: `${inlineLoaderTag}${code}</script>`,
    loader: code,
  };
}

/**
 * The island loader's code as it runs inside a page: its imports of the islands' chunks, relative to
 * its own file, made absolute (relative ones would resolve against the page's address). Refuses a build
 * where an island's chunk imports from the loader's (it would fetch the loader's file again: islands
 * share nothing with the loader, see markers.ts), or where the code could end its script element early.
 */
export function inlineLoader(code: string, loaderFile: string, manifest: Manifest): string {
  const importers = Object.entries(manifest)
    .filter(([, chunk]) => chunk.imports?.includes(loaderModule))
    .map(([key]) => key);
  if (importers.length)
    throw new Error(
      `${importers.join(', ')} import(s) from the island loader (${loaderModule}), which pages inline: move what they share out of the loader's modules.`,
    );
  const folder = `/${path.posix.dirname(loaderFile)}/`;
  const specifier = /(\bimport\s*\(\s*|\bfrom\s*|\bimport\s*)(["'`])\.\/([\w.-]+\.js)\2/g;
  const inlined = code.replace(specifier, (_, before: string, quote: string, file: string) => `${before}${quote}${folder}${file}${quote}`);
  const relative = /(?:\bimport\s*\(\s*|\bfrom\s*|\bimport\s*)(["'`])\.\.?\/[^"'`]*\1/.exec(inlined);
  if (relative) throw new Error(`The island loader names ${relative[0]}, which cannot be made absolute to inline it.`);
  if (/<\/script|<!--/i.test(inlined))
    throw new Error('The island loader contains "</script" or "<!--", so it cannot be inlined in a page.');
  return inlined;
}
