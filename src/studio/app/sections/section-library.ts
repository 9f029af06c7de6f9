// The section library of the "Add a section" picker: the site's own sections to start from, each named in
// the editor's words ("Testimonials — from Home") and found by any words of its name or its headline. It is
// made from the pages the start screen lists (both studios list each page with its text), only when the
// picker opens.
import { pageGroups } from '../../shared/page-list.ts';
import { headlineOf } from '../../shared/schema-helpers.ts';

/** A page as the studio lists it: its file, its name ("Home", "HVAC SEO"), its group and its text. */
export interface LibraryPage {
  file: string;
  title: string;
  group?: string;
  text: string;
}

/** A section of another page, to insert a copy of. */
export interface LibrarySection {
  /** Unique among the library's sections: the page's file and the section's place in it. */
  key: string;
  /** "Testimonials — from Home": the section's name as its card heads it, and the page's name. */
  name: string;
  /** Its kind ("testimonials"), for its drawing. */
  type: string;
  /** Its own words, as its card shows them ("What our clients say"); empty where it has none. */
  headline: string;
  section: unknown;
}

interface Options {
  /** The page open in the editor: its own sections are not offered. */
  exclude: string;
  /** The name of a kind of section as its card heads it ("Testimonials"); undefined for a kind the page may not take. */
  kindTitle: (type: string) => string | undefined;
}

const groupOrder = (group: string | undefined) => {
  const at = (pageGroups as readonly string[]).indexOf(group ?? '');
  return at < 0 ? pageGroups.length : at;
};

/**
 * Every section of the other pages a page may take, named as the editor knows it, the home page's first
 * and then as the start screen groups the pages. A section that is word for word the same as one listed
 * before it (the same call to action on every industry page) is listed once, from the first page.
 */
export function librarySections(pages: readonly LibraryPage[], { exclude, kindTitle }: Options): LibrarySection[] {
  const ordered = pages
    .map((page, at) => ({ page, at }))
    .sort((a, b) => groupOrder(a.page.group) - groupOrder(b.page.group) || a.at - b.at)
    .map(({ page }) => page);
  const seen = new Set<string>();
  const out: LibrarySection[] = [];
  for (const page of ordered) {
    if (page.file === exclude) continue;
    let blocks: unknown;
    try {
      blocks = (JSON.parse(page.text) as { blocks?: unknown }).blocks;
    } catch {
      continue;
    }
    if (!Array.isArray(blocks)) continue;
    blocks.forEach((section, index) => {
      const type = (section as { type?: unknown } | null)?.type;
      const title = typeof type === 'string' ? kindTitle(type) : undefined;
      if (!title) return;
      const words = JSON.stringify(section);
      if (seen.has(words)) return;
      seen.add(words);
      out.push({
        key: `${page.file}#${index}`,
        name: `${title} — from ${page.title}`,
        type: type as string,
        headline: headlineOf(section),
        section,
      });
    });
  }
  return out;
}

const folded = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The sections whose name or headline holds every word typed, in the library's order; all of them for no words. */
export function findSections(sections: readonly LibrarySection[], query: string): LibrarySection[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [...sections];
  return sections.filter((entry) => {
    const text = folded(`${entry.name} ${entry.headline}`);
    return words.every((word) => text.includes(word));
  });
}
