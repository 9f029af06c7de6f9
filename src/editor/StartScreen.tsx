// The studio's first screen: every page, grouped as the site is, searchable, each marked valid or with
// its problem count; and "New page", which plans the page with npm run new-page's own code.
import { useEffect, useMemo, useRef, useState } from 'react';
import { kindPlaces, type PageKind } from '../page-kinds.ts';
import { api, type PageList, type PlannedPage, type ReviewState } from './api.ts';

export interface NewPageDraft {
  file: string;
  path: string;
  page: Record<string, unknown>;
}

const kinds: { kind: PageKind; label: string; hint: string }[] = [
  { kind: 'industry', label: 'Industry page', hint: 'For one industry, listed under Industries.' },
  { kind: 'service', label: 'Service page', hint: 'For one service, listed under Services.' },
  { kind: 'generic', label: 'Other page', hint: 'Any other page, linked from a related one.' },
];

function NewPageDialog({ onCreate, onClose }: { onCreate: (draft: NewPageDraft) => void; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [kind, setKind] = useState<PageKind>('industry');
  const [slug, setSlug] = useState('');
  const [plan, setPlan] = useState<PlannedPage | null>(null);
  const checked = plan && slug ? plan : null;

  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  // The address is checked as it is typed: a taken one is refused before anything is created.
  useEffect(() => {
    if (!slug) return;
    let current = true;
    const timer = setTimeout(() => void api.planPage(kind, slug).then((answer) => current && setPlan(answer)), 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [kind, slug]);

  const { prefix } = kindPlaces[kind];
  return (
    <dialog ref={dialog} className="studio-dialog" aria-labelledby="new-page-title" onClose={onClose}>
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          if (checked?.file && checked.path && checked.page) onCreate({ file: checked.file, path: checked.path, page: checked.page });
        }}
      >
        <h2 id="new-page-title">New page</h2>
        <fieldset>
          <legend>What kind of page?</legend>
          {kinds.map((k) => (
            <label key={k.kind} className="studio-radio">
              <input type="radio" name="kind" value={k.kind} checked={kind === k.kind} onChange={() => (setPlan(null), setKind(k.kind))} />
              <span>
                <strong>{k.label}</strong>{' '}
                <span className="studio-description">
                  At {kindPlaces[k.kind].prefix}&lt;address&gt;. {k.hint}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <label className="studio-field">
          <span>Address</span>
          <span className="studio-address">
            <span aria-hidden="true">{prefix}</span>
            <input
              name="slug"
              value={slug}
              autoComplete="off"
              spellCheck={false}
              aria-describedby="new-page-status"
              aria-invalid={Boolean(checked?.error)}
              placeholder="veterinary-seo"
              onChange={(e) => (setPlan(null), setSlug(e.target.value.trim().toLowerCase()))}
            />
          </span>
        </label>
        <p id="new-page-status" role="status" className={checked?.error ? 'studio-bad' : 'studio-good'}>
          {!slug
            ? 'Lower-case words joined by hyphens, for example veterinary-seo.'
            : !checked
              ? 'Checking…'
              : (checked.error ??
                `${checked.path} is free. The page starts with the sections this kind needs and marked placeholders to replace.`)}
        </p>
        <div className="studio-dialog-buttons">
          <button type="button" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
          <button type="submit" className="studio-primary" disabled={!checked?.page}>
            Create page
          </button>
        </div>
      </form>
    </dialog>
  );
}

/** Where the page stands: as published, saved but not sent, or in review. */
function ReviewBadge({ review }: { review: ReviewState }) {
  if (review.state === 'in-review') return <span className="studio-badge studio-badge-review">In review</span>;
  if (review.state === 'changed') return <span className="studio-badge studio-badge-changed">Changed</span>;
  return <span className="studio-badge studio-badge-published">Published</span>;
}

export function StartScreen({
  list,
  onOpen,
  onCreate,
}: {
  list: PageList | null;
  onOpen: (file: string) => void;
  onCreate: (draft: NewPageDraft) => void;
}) {
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const groups = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    const shown = (list?.pages ?? []).filter((p) => words.every((w) => `${p.title} ${p.path}`.toLowerCase().includes(w)));
    return (list?.groups ?? []).map((group) => ({ group, pages: shown.filter((p) => p.group === group) })).filter((g) => g.pages.length);
  }, [list, query]);

  return (
    <main className="studio-start">
      <div className="studio-start-head">
        <h1>Pages</h1>
        <button type="button" className="studio-primary" onClick={() => setCreating(true)}>
          New page
        </button>
      </div>
      <label className="studio-search">
        <span>Find a page</span>
        <input type="search" value={query} placeholder="Title or address, for example hvac" onChange={(e) => setQuery(e.target.value)} />
      </label>
      {!list && <p role="status">Loading the pages…</p>}
      {list && !groups.length && <p role="status">No page matches “{query}”.</p>}
      {groups.map(({ group, pages }) => (
        <section key={group} aria-labelledby={`group-${group}`} className="studio-group">
          <h2 id={`group-${group}`}>
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
                    <span className="studio-badge studio-badge-bad">
                      {p.problems} problem{p.problems === 1 ? '' : 's'}
                    </span>
                  ) : (
                    <span className="studio-badge studio-badge-good">Valid</span>
                  )}
                  <ReviewBadge review={p.review} />
                </a>
                {p.review.state === 'in-review' && p.review.reviewUrl && (
                  <a className="studio-review-link" href={p.review.reviewUrl} target="_blank" rel="noreferrer">
                    Open the review of {p.title}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {creating && <NewPageDialog onClose={() => setCreating(false)} onCreate={onCreate} />}
    </main>
  );
}
