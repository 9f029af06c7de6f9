// The studio's first screen: every page, grouped as the site is, searchable, each marked valid or with
// its problem count and its SEO score (the weakest first, on asking); and "New page", which plans the
// page with npm run new-page's own code.
import { useEffect, useMemo, useRef, useState } from 'react';
import { kindPlaces, type PageKind } from '../../../core/page-kinds.ts';
import type { PageEntry, PageFileList } from '../../backend.ts';
import { ReviewBadge, ReviewComments } from '../review/ReviewStatus.tsx';
import { plural } from '../../../core/words.ts';
import { useBackend } from './backend-context.tsx';
import { AddressField, usePlannedAddress } from './AddressField.tsx';
import { slugFrom } from './slug.ts';
import { startFrom } from '../../engine/new-page-start.ts';
import { usePageScores, type PageScore } from './page-scores.ts';
import { bandWords } from '../../engine/seo-change.ts';

export interface NewPageDraft {
  file: string;
  path: string;
  page: Record<string, unknown>;
  /** The words the preview shows, greyed and marked "to write", for each text still to write. */
  placeholders: Record<string, string>;
}

const kinds: { kind: PageKind; label: string; hint: string }[] = [
  { kind: 'industry', label: 'Industry page', hint: 'For one industry, listed under Industries.' },
  { kind: 'service', label: 'Service page', hint: 'For one service, listed under Services.' },
  { kind: 'generic', label: 'Other page', hint: 'Any other page, linked from a related one.' },
];

/** The pages a new page of this kind can start from: those in its menu group (an industry page from another industry page). */
export function examplesFor(kind: PageKind, pages: PageEntry[]): PageEntry[] {
  const { group } = kindPlaces[kind];
  if (!group) return [];
  return pages.filter((p) => {
    try {
      return (JSON.parse(p.text) as { card?: { group?: string } }).card?.group === group;
    } catch {
      return false;
    }
  });
}

function NewPageDialog({
  onCreate,
  onClose,
  pages,
  schema,
}: {
  onCreate: (draft: NewPageDraft) => void;
  onClose: () => void;
  pages: PageEntry[];
  schema: Record<string, unknown> | null;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [kind, setKind] = useState<PageKind>('industry');
  const [name, setName] = useState('');
  // The address follows the name until the editor writes one of their own.
  const [ownSlug, setOwnSlug] = useState<string | null>(null);
  const slug = ownSlug ?? slugFrom(name);
  const checked = usePlannedAddress(kind, slug);
  const examples = useMemo(() => examplesFor(kind, pages), [kind, pages]);
  // The page it starts from: the first of its kind unless the editor picks another, or the kind's template ('').
  const [from, setFrom] = useState<string | null>(null);
  const example = examples.find((p) => p.file === (from ?? examples[0]?.file));

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  return (
    <dialog ref={dialog} className="studio-dialog" aria-labelledby="new-page-title" onClose={onClose}>
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          if (!checked?.file || !checked.path || !checked.page || !schema) return;
          const start = startFrom(
            schema,
            checked.page,
            example ? (JSON.parse(example.text) as Record<string, unknown>) : checked.page,
            name,
          );
          onCreate({ file: checked.file, path: checked.path, ...start });
        }}
      >
        <h2 id="new-page-title">New page</h2>
        <fieldset>
          <legend>What kind of page?</legend>
          {kinds.map((k) => (
            <label key={k.kind} className="studio-radio">
              <input type="radio" name="kind" value={k.kind} checked={kind === k.kind} onChange={() => (setFrom(null), setKind(k.kind))} />
              <span>
                <strong>{k.label}</strong>{' '}
                <span className="studio-description">
                  At {kindPlaces[k.kind].prefix}&lt;address&gt;. {k.hint}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        {examples.length > 0 && (
          <label className="studio-field">
            <span>Start from</span>
            <select name="from" value={example?.file ?? ''} aria-describedby="new-page-from-help" onChange={(e) => setFrom(e.target.value)}>
              {examples.map((p) => (
                <option key={p.file} value={p.file}>
                  {p.title}
                </option>
              ))}
              <option value="">A blank page of this kind</option>
            </select>
          </label>
        )}
        {examples.length > 0 && (
          <p id="new-page-from-help" className="studio-description">
            The new page takes its sections and layout; its texts start empty, shown in the preview as greyed words marked “to write”.
          </p>
        )}
        <label className="studio-field">
          <span>Page name</span>
          <input
            name="name"
            value={name}
            autoComplete="off"
            placeholder="Roofer SEO"
            aria-describedby="new-page-name-help"
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <p id="new-page-name-help" className="studio-description">
          What the page is about, in a few words. It becomes the page’s address and its heading in menus.
        </p>
        <AddressField kind={kind} slug={slug} checked={checked} onChange={setOwnSlug} id="new-page-status" />
        <div className="studio-dialog-buttons">
          <button type="button" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
          <button type="submit" className="studio-primary" disabled={!checked?.page || !schema}>
            Create page
          </button>
        </div>
      </form>
    </dialog>
  );
}

/** A page's SEO score as a badge: its number and its band in words (the colour only repeats the words). */
function ScoreBadge({ score }: { score: PageScore | null | undefined }) {
  if (score === null) return null;
  if (!score) return <span className="studio-badge studio-badge-seo">SEO …</span>;
  return (
    <span className="studio-badge studio-badge-seo" data-band={score.band}>
      SEO {score.score} · {bandWords[score.band]}
    </span>
  );
}

/** How the list is shown: grouped as the site is, or every page by its SEO score, weakest first (all, or those below Good). */
type Order = 'groups' | 'weakest' | 'needs-work';
const orders: Record<Order, string> = {
  groups: 'By group, as on the site',
  weakest: 'Weakest SEO first',
  'needs-work': 'Only pages that need SEO work',
};

/**
 * Why the pages could not be loaded, as an alert (read out when it appears and when a new try fails), and
 * Try again. Focus goes to Try again when nothing else has it (the studio just opened).
 */
function LoadProblem({ problem, listed, onRetry }: { problem: string; listed: boolean; onRetry: () => Promise<boolean> }) {
  const [trying, setTrying] = useState(false);
  // Each failed try is a new message, so it is read out again even in the same words.
  const [tries, setTries] = useState(0);
  const again = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body) again.current?.focus();
  }, []);
  const retry = async () => {
    if (trying) return;
    setTrying(true);
    const loaded = await onRetry();
    if (!loaded) {
      setTrying(false);
      setTries((n) => n + 1);
    }
  };
  return (
    <section className="studio-load-problem" aria-labelledby="load-problem-title">
      <div role="alert">
        <h2 id="load-problem-title">{listed ? 'The list of pages could not be brought up to date' : 'The pages could not be loaded'}</h2>
        <p key={tries}>{problem}</p>
      </div>
      {/* Not disabled while trying: the button keeps focus, and says what it is doing. */}
      <button ref={again} type="button" className="studio-primary" aria-disabled={trying} onClick={() => void retry()}>
        {trying ? 'Trying again…' : 'Try again'}
      </button>
    </section>
  );
}

export function StartScreen({
  list,
  problem = null,
  onRetry,
  onOpen,
  onCreate,
  schema = null,
  reviewNote,
  cameFrom,
}: {
  list: PageFileList | null;
  /** The page the editor came back from, if any: its link takes the keyboard, as a browser's Back leaves it where it was. */
  cameFrom?: () => string | undefined;
  /** Why the pages show no more of their reviews than git knows, in one sentence (the local studio). */
  reviewNote?: string;
  /** The page schema as the form reads it, to start a new page from (null until it is loaded). */
  schema?: Record<string, unknown> | null;
  /** Why the pages could not be loaded (or brought up to date), in plain words; null when they were. */
  problem?: string | null;
  /** Loads the pages again; answers whether it could. */
  onRetry?: () => Promise<boolean>;
  onOpen: (file: string) => void;
  onCreate: (draft: NewPageDraft) => void;
}) {
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const search = useRef<HTMLInputElement>(null);
  // Once the pages load after a failure, focus (on Try again, now gone) goes to the search, the list's first control.
  const hadProblem = useRef(false);
  useEffect(() => {
    if (hadProblem.current && !problem && (!document.activeElement || document.activeElement === document.body)) search.current?.focus();
    hadProblem.current = Boolean(problem);
  }, [problem]);
  // Once the list is there, the keyboard is never left on nothing (the editor or the sign-in form that had it
  // is gone): back from a page it is on that page's link, else on the list's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const placed = useRef(false);
  useEffect(() => {
    if (placed.current || !list) return;
    placed.current = true;
    if (document.activeElement && document.activeElement !== document.body) return;
    const file = cameFrom?.();
    const links = document.querySelectorAll<HTMLAnchorElement>('.studio-start a[href^="#/page/"]');
    ([...links].find((link) => file && link.getAttribute('href') === `#/page/${file}`) ?? heading.current)?.focus();
  }, [list, cameFrom]);
  const scores = usePageScores(useBackend(), list?.pages);
  const [order, setOrder] = useState<Order>('groups');
  const groups = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    const shown = (list?.pages ?? []).filter((p) => words.every((w) => `${p.title} ${p.path}`.toLowerCase().includes(w)));
    if (order !== 'groups') {
      // Pages still being scored (or without a score) come last.
      const score = (p: PageEntry) => scores.get(p.file)?.score ?? Infinity;
      const pages = shown
        .filter((p) => order === 'weakest' || (scores.get(p.file) && scores.get(p.file)!.band !== 'good'))
        .sort((a, b) => score(a) - score(b) || a.title.localeCompare(b.title));
      return pages.length ? [{ group: orders[order], pages }] : [];
    }
    return (list?.groups ?? []).map((group) => ({ group, pages: shown.filter((p) => p.group === group) })).filter((g) => g.pages.length);
  }, [list, query, order, scores]);

  return (
    <main className="studio-start">
      <div className="studio-start-head">
        <h1 ref={heading} tabIndex={-1}>
          Pages
        </h1>
        <button type="button" className="studio-primary" onClick={() => setCreating(true)}>
          New page
        </button>
      </div>
      <label className="studio-search">
        <span>Find a page</span>
        <input
          ref={search}
          type="search"
          value={query}
          placeholder="Title or address, for example hvac"
          onChange={(e) => setQuery(e.target.value)}
        />
      </label>
      <label className="studio-search">
        <span>Show</span>
        <select value={order} onChange={(e) => setOrder(e.target.value as Order)}>
          {Object.entries(orders).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {problem && <LoadProblem problem={problem} listed={Boolean(list)} onRetry={onRetry ?? (async () => false)} />}
      {!list && !problem && <p role="status">Loading the pages…</p>}
      {list && reviewNote && (
        <p className="studio-review-note" role="note">
          {reviewNote}
        </p>
      )}
      {list && !groups.length && (
        <p role="status">
          {query
            ? `No page matches “${query}”.`
            : list.pages.some((p) => !scores.has(p.file))
              ? 'Scoring the pages for SEO…'
              : 'No page needs SEO work.'}
        </p>
      )}
      {groups.map(({ group, pages }) => (
        <section key={group} aria-labelledby={`group-${group.replace(/\W+/g, '-')}`} className="studio-group">
          <h2 id={`group-${group.replace(/\W+/g, '-')}`}>
            {group} <span className="studio-description">({pages.length})</span>
          </h2>
          <ul>
            {pages.map((p) => (
              <li key={p.file}>
                <a
                  href={`#/page/${p.file}`}
                  onClick={(e) => {
                    e.preventDefault();
                    onOpen(p.file);
                  }}
                >
                  <span className="studio-page-title">{p.title}</span>
                  <span className="studio-page-path">{p.path}</span>
                  {p.problems ? (
                    <span className="studio-badge studio-badge-bad">{plural(p.problems, 'problem')}</span>
                  ) : (
                    <span className="studio-badge studio-badge-good">Valid</span>
                  )}
                  <ReviewBadge review={p.review} />
                  <ScoreBadge score={scores.get(p.file)} />
                </a>
                {p.review.state === 'in-review' && p.review.reviewUrl && (
                  <a className="studio-review-link" href={p.review.reviewUrl} target="_blank" rel="noreferrer">
                    Open the review of {p.title}
                  </a>
                )}
                <ReviewComments review={p.review} title={p.title} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {creating && <NewPageDialog onClose={() => setCreating(false)} onCreate={onCreate} pages={list?.pages ?? []} schema={schema} />}
    </main>
  );
}
