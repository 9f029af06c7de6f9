// The only script a page can load, and only a page with an island loads it (the build, src/tooling/build/, adds
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

// The first paint is the page's HTML and CSS alone: islands start in the frame after the browser reports
// it painted (two frames on may still be before that on a busy machine, where the paint reaches the screen
// late). Where no paint is reported (a browser without paint timing, or a page the browser prerenders on
// a hover, under Speculation Rules, which then hydrates before the visit so that it is instant), two frames on.
const frameAfter = () => requestAnimationFrame(() => requestAnimationFrame(() => startIslands(importers)));
const reportsPaint =
  typeof PerformanceObserver !== 'undefined' &&
  PerformanceObserver.supportedEntryTypes?.includes('paint') &&
  !(document as Document & { prerendering?: boolean }).prerendering;
if (!reportsPaint) frameAfter();
else {
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    frameAfter();
  });
  observer.observe({ type: 'paint', buffered: true });
}
