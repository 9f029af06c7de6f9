// The only script a page can load, and only a page with an island loads it (scripts/prerender.ts adds
// it). It finds each island's code by its file name: <name>.island.tsx (or .ts, for an island without React), anywhere in src/.
import { holdEarlySubmits, startIslands, type IslandImporter } from './loader.ts';
import type { IslandModule } from './markers.ts';

const modules = import.meta.glob<IslandModule>(['../**/*.island.{ts,tsx}', '!../editor/**']);
const importers: Record<string, IslandImporter> = Object.fromEntries(
  Object.entries(modules).map(([file, load]) => [file.replace(/^.*\/([^/]+)\.island\.tsx?$/, '$1'), load]),
);

// A form sent before its island woke is held from now on, so the visitor never leaves the site for the
// form service's own answer.
holdEarlySubmits(importers);

// The first paint is the page's HTML and CSS alone: islands start in the frame after it. A page
// prerendered by the browser on a hover (Speculation Rules) hydrates then too, so the visit is instant.
requestAnimationFrame(() => requestAnimationFrame(() => startIslands(importers)));
