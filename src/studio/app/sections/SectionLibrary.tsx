// The "From this site" tab of the "Add a section" picker: the sections of the site's other pages, found by typing
// words of their names or headlines, each inserted as a copy (as Paste does) where the picker says. The
// arrow keys go from the search field down the list and back; Enter or Space inserts.
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { plural } from '../../../core/words.ts';
import { findSections, librarySections, type LibraryPage, type LibrarySection } from './section-library.ts';
import { Sketch } from './sketches.tsx';

/** More than this many found are not drawn until the words typed narrow them. */
const shownAtMost = 40;

export function SectionLibrary({
  pages,
  exclude,
  kindTitle,
  onPick,
}: {
  /** The pages as listed; undefined while the list is still on its way. */
  pages: readonly LibraryPage[] | undefined;
  exclude: string;
  kindTitle: (type: string) => string | undefined;
  /** Inserts a copy; answers why not, in the editor's words, when it cannot go there. */
  onPick: (entry: LibrarySection) => string | undefined;
}) {
  const id = useId();
  // Made once per opening of the picker: the pages are read only now.
  const all = useMemo(() => (pages ? librarySections(pages, { exclude, kindTitle }) : []), [pages, exclude, kindTitle]);
  const [query, setQuery] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const found = useMemo(() => findSections(all, query), [all, query]);
  const shown = found.slice(0, shownAtMost);
  const list = useRef<HTMLUListElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const buttons = () => [...(list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = buttons();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    if (next < 0) search.current?.focus();
    else all[Math.min(next, all.length - 1)]?.focus();
  };
  return (
    <div className="studio-library">
      <p className="studio-description">A copy of a section of another page, with its words, photos and links, to change here.</p>
      <label className="studio-library-search">
        Find a section{' '}
        <input
          ref={search}
          type="search"
          value={query}
          aria-describedby={`${id}-count`}
          placeholder="testimonials, FAQ, Home…"
          onChange={(event) => (setQuery(event.target.value), setRefused(null))}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowDown') return;
            event.preventDefault();
            buttons()[0]?.focus();
          }}
        />
      </label>
      <p id={`${id}-count`} className="studio-description" aria-live="polite">
        {!pages
          ? 'The site’s sections show once the pages are listed.'
          : found.length > shown.length
            ? `${plural(found.length, 'section')} found; the first ${shown.length} are shown: type more words to narrow them.`
            : found.length
              ? `${plural(found.length, 'section')} found.`
              : 'No section of the other pages has these words.'}
      </p>
      {refused && (
        <p className="studio-notice studio-notice-bad" role="alert">
          Not added: {refused}
        </p>
      )}
      <ul ref={list} aria-label="Sections of this site" onKeyDown={onListKey}>
        {shown.map((entry) => (
          <li key={entry.key}>
            <button type="button" onClick={() => setRefused(onPick(entry) ?? null)}>
              <Sketch type={entry.type} />
              <span>
                <strong>{entry.name}</strong>
                {entry.headline && <span>{entry.headline}</span>}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
