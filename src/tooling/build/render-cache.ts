// Each page's render, kept by what it is rendered from: the code key, the site config and the page as
// resolved, with the SEO report made from it. The build and validation share it (.cache/render/), so a page
// is rendered once whichever of them comes first: validation's SEO report reads the page the build wrote (a
// link to its file in the build's store: the asset tags the build adds change nothing in a report), and the
// build adds its asset tags to the render validation made.
import { linkSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { root } from '../paths.ts';
import { digest } from './inputs.ts';
import { writeWhole } from '../write-whole.ts';

const kinds = ['html', 'page.html', 'seo.json'] as const;
type Kind = (typeof kinds)[number];

/** The project's render cache. */
export const renderCacheDir = path.join(root, '.cache', 'render');

export class RenderCache {
  private readonly folders = new Set<string>();

  constructor(readonly dir: string = renderCacheDir) {}

  /** What every render of a site shares in its key: the code and the site config (as JSON text), hashed once for all its pages. */
  static siteKey(code: string, siteJson: string): string {
    return digest(code, siteJson);
  }

  /** The key of a page's render: its site's key (siteKey), its address and the page (as JSON text). */
  static key(siteKey: string, route: string, pageJson: string): string {
    return digest(siteKey, route, pageJson);
  }

  private file(key: string, kind: Kind): string {
    return path.join(this.dir, key.slice(0, 2), `${key}.${kind}`);
  }

  private folder(file: string): void {
    const folder = path.dirname(file);
    if (!this.folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      this.folders.add(folder);
    }
  }

  private write(file: string, text: string): void {
    this.folder(file);
    // Another process reading the cache never sees a render in part.
    writeWhole(file, text);
  }

  /** The render as React made it, without the build's asset tags (validation's, or the studio's). */
  raw(key: string): string | undefined {
    return readIfThere(this.file(key, 'html'));
  }

  keepRaw(key: string, html: string): void {
    this.write(this.file(key, 'html'), html);
  }

  /** The render as the build wrote it (with its asset tags), or as React made it. */
  page(key: string): string | undefined {
    return readIfThere(this.file(key, 'page.html')) ?? this.raw(key);
  }

  /** The build's page file for this render: linked, not copied (stored files never change). */
  linkPage(key: string, storedFile: string): void {
    const file = this.file(key, 'page.html');
    this.folder(file);
    try {
      linkSync(storedFile, file);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Linked already (the same render, so the same bytes), or the cache on another file system (then it is left out).
      if (code !== 'EEXIST' && code !== 'EXDEV') throw error;
    }
  }

  /** The SEO report of a render, when it was made from the same other inputs (the site's facts, what the editor wrote). */
  report<T>(key: string, inputs: string): T | undefined {
    const text = readIfThere(this.file(key, 'seo.json'));
    if (text === undefined) return undefined;
    const kept = JSON.parse(text) as { inputs: string; report: T };
    return kept.inputs === inputs ? kept.report : undefined;
  }

  keepReport(key: string, inputs: string, report: unknown): void {
    this.write(this.file(key, 'seo.json'), JSON.stringify({ inputs, report }));
  }

  /** Forgets these renders and their reports. */
  remove(keys: Iterable<string>): void {
    for (const key of keys) for (const kind of kinds) rmSync(this.file(key, kind), { force: true });
  }

  /**
   * Forgets every render not in `keep` that was written before `before` (a time in ms): one written since
   * is another build's or validation's at work now, and stays. Answers how many files went. A render
   * forgotten is only made again when it is next needed, so this can never make a build wrong.
   */
  prune(keep: ReadonlySet<string>, before: number): number {
    let removed = 0;
    let folders: string[];
    try {
      folders = readdirSync(this.dir);
    } catch {
      return 0;
    }
    for (const folder of folders) {
      const at = path.join(this.dir, folder);
      let names: string[];
      try {
        names = readdirSync(at);
      } catch {
        continue;
      }
      for (const name of names) {
        if (keep.has(name.slice(0, name.indexOf('.')))) continue;
        const file = path.join(at, name);
        try {
          if (statSync(file).mtimeMs >= before) continue;
          rmSync(file, { force: true });
          removed++;
        } catch {
          // Gone meanwhile: another build pruned it.
        }
      }
    }
    return removed;
  }
}

function readIfThere(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
