// The page editor's pieces that only show state: the problems list, the conflict banner, the preview
// pane (the page at phone or desktop width, or one version of its headline test, and the search and share
// previews) and the section picker.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Page } from '../../../render/Page.tsx';
import { SiteProvider } from '../../../site.tsx';
import type { Check, Problem } from '../../backend.ts';
import { plural } from '../../../core/words.ts';
import { CardPlaces } from '../preview/CardPlaces.tsx';
import { Frame, type BlockClick } from '../preview/Frame.tsx';
import { markFields } from '../preview/inline-text.ts';
import { ScaledFrame } from '../preview/ScaledFrame.tsx';
import type { Conflict, Notice } from './page-state.ts';
import { SearchPreview, ShareCard, type MetaLike } from '../preview/Previews.tsx';
import { problemInWords, type PlaceOf } from '../../shared/problem-words.ts';
import { Sketch } from '../sections/sketches.tsx';
import { PreviewHandle, PreviewSectionDrag, type PreviewMoves } from '../preview/PreviewDrag.tsx';
import type { BlockKind } from '../../shared/schema-helpers.ts';

/** Every problem of the page in the editor's words, each a button that takes the editor to its field. */
export function ProblemList({
  problems,
  page,
  placeOf,
  goTo,
}: {
  problems: Problem[];
  page: { blocks?: unknown[] };
  placeOf: PlaceOf;
  goTo: (pointer: string) => void;
}) {
  if (!problems.length) return null;
  return (
    <section className="studio-problems" aria-labelledby="studio-problems-heading">
      <h2 id="studio-problems-heading">{plural(problems.length, 'problem')} to fix</h2>
      <ul>
        {problems.map((p) => {
          const { where, what } = problemInWords(p, page, placeOf);
          return (
            <li key={`${p.pointer}:${p.message}`}>
              <button type="button" className="studio-link" onClick={() => goTo(p.pointer)}>
                <strong>{where}</strong>: {what}
              </button>
              {p.fixedElsewhere && <span className="studio-description"> Fixed on another page; this page can be saved.</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The one message of the moment (saved, sent for review, or why not), which the next replaces; Close dismisses it. */
export function Banner({ notice, onDismiss }: { notice: Notice; onDismiss: () => void }) {
  return (
    <div className={`studio-notice ${notice.kind === 'bad' ? 'studio-notice-bad' : ''}`} role={notice.kind === 'bad' ? 'alert' : 'status'}>
      <div className="studio-notice-body">
        <p>
          {notice.text}
          {notice.link && (
            <>
              {' '}
              <a href={notice.link.href} target="_blank" rel="noreferrer">
                {notice.link.label}
              </a>
            </>
          )}
        </p>
        {notice.list && (
          <ul aria-label={notice.list.label} className="studio-notice-list">
            {notice.list.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
        {notice.action && (
          <button type="button" className="studio-notice-action" onClick={notice.action.run}>
            {notice.action.label}
          </button>
        )}
      </div>
      <button type="button" className="studio-dismiss" aria-label="Dismiss this message" onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}

/** Said when the file changed on disk since it was opened: nothing was overwritten, and the editor chooses. */
export function ConflictBanner({
  conflict,
  onLoadTheirs,
  onKeepMine,
}: {
  conflict: Conflict;
  onLoadTheirs: () => void;
  onKeepMine: () => void;
}) {
  return (
    <div className="studio-notice studio-notice-bad" role="alert">
      <p>
        <strong>This page was changed elsewhere since you opened it</strong> (saved from another window or program). Nothing was
        overwritten.
      </p>
      {conflict.text !== undefined && (
        <button type="button" onClick={onLoadTheirs}>
          Load the other version (your edits can be brought back with Undo)
        </button>
      )}{' '}
      <button type="button" onClick={onKeepMine}>
        Keep my version and save it over the other
      </button>
    </div>
  );
}

/**
 * The page as the build renders it, then how it shows in search results and when shared; a click on a
 * section opens its card. While the page has a problem the preview keeps the last version that rendered,
 * says so, and marks the sections with problems; the search and share previews always follow the form.
 */
export function PreviewPane({
  check,
  lastGood,
  meta,
  problemBlocks,
  width,
  onBlockClick,
  onTextClick,
  onTextFocus,
  editingHint,
  overlay,
  fields,
  hasCard = false,
  seo,
  moves,
  versions,
}: {
  check: Check | null;
  lastGood: Check | null;
  /** The page's title and description as typed, for the search and share previews. */
  meta: MetaLike;
  /** Which sections have a problem, by index. */
  problemBlocks: ReadonlySet<number>;
  width: number;
  onBlockClick: BlockClick;
  /** A click on a text of the preview, which it edits in place when it can (see Frame). */
  onTextClick?: (text: HTMLElement, at?: { x: number; y: number }) => boolean;
  /** A text of the preview reached by the keyboard, which it edits in place (see Frame). */
  onTextFocus?: (text: HTMLElement) => void;
  /** The keys of editing in place, shown (and said) while a text is edited there. */
  editingHint?: string;
  /** Drawn over the page in the preview, as no part of it (the link offer of editing in place). */
  overlay?: ReactNode;
  /** The page's sections as the editor has them: each text the preview shows is marked with its field (see inline-text.ts); none while undefined. */
  fields?: readonly unknown[];
  /** The page has a menu card (an industry or service page): where the card appears is shown too. */
  hasCard?: boolean;
  /** The SEO panel, beside the search preview. */
  seo?: ReactNode;
  /** Sections dragged into place in the preview (while it shows the page as it is now). */
  moves?: PreviewMoves;
  /** Above the page: which version of its headline test it shows (VersionBar). */
  versions?: ReactNode;
}) {
  const shown = check?.page && check.site && check.path ? check : lastGood;
  const site = check?.site ?? lastGood?.site;
  const path = check?.path ?? lastGood?.path ?? '/';
  const stale = shown !== check && Boolean(shown);
  // Drawn again only when the page shown or its problems change (a page of 200 sections takes a while), never for the rest of the editor.
  const rendered = useMemo(
    () =>
      shown?.page && shown.site && shown.path ? (
        <SiteProvider site={shown.site}>
          <Page
            page={shown.page}
            path={shown.path}
            wrapBlock={(block, index) => (
              <div data-block-index={index} data-problem={problemBlocks.has(index) ? 'true' : undefined} style={{ display: 'contents' }}>
                <PreviewHandle index={index} at="start" />
                {block}
                <PreviewHandle index={index} at="end" />
              </div>
            )}
          />
        </SiteProvider>
      ) : null,
    [shown, problemBlocks],
  );
  const markTexts = useCallback(
    (body: HTMLElement) => {
      if (shown) markFields(body, fields);
    },
    [fields, shown],
  );
  const kinds = shown?.page?.blocks.map((b) => b.type);
  const movable = moves && kinds?.length === moves.kinds.length && kinds.every((k, i) => k === moves.kinds[i]) ? moves : undefined;
  return (
    // Scrolled by keyboard too: the pane takes focus, and is named by its heading.
    <section className="studio-preview" id="studio-page-preview" aria-labelledby="studio-preview-heading" tabIndex={0}>
      <h2 id="studio-preview-heading" className="sr-only">
        Preview
      </h2>
      {versions}
      {stale && (
        <p className="studio-preview-stale" role="note">
          The preview shows the page as it last worked. Fix the problems marked in the form (and in red here) to see your latest changes.
        </p>
      )}
      {rendered && (
        // The keys of editing in place, said on the column's bottom edge, after the page (moving nothing above it, so no click lands elsewhere).
        <div className="studio-preview-stage">
          <ScaledFrame width={width}>
            <Frame
              width={width}
              onBlockClick={onBlockClick}
              onTextClick={onTextClick}
              onTextFocus={onTextFocus}
              onRendered={fields && markTexts}
            >
              <PreviewSectionDrag moves={movable} count={kinds?.length ?? 0}>
                {rendered}
              </PreviewSectionDrag>
              {overlay}
            </Frame>
          </ScaledFrame>
          {onTextFocus && (
            <p className="studio-inline-hint" aria-live="polite">
              {editingHint}
            </p>
          )}
        </div>
      )}
      {!rendered && <p className="studio-description">The preview appears once the page has its main parts: see the problems beside it.</p>}
      {site && (
        <div className="studio-snippets">
          <SearchPreview page={{ meta }} path={path} site={site} />
          {seo}
          <ShareCard page={{ meta }} site={site} />
          {shown?.site && shown.path && shown.page && hasCard && (
            <CardPlaces site={shown.site} route={shown.path} index={shown.cardIndex} />
          )}
        </div>
      )}
    </section>
  );
}

/**
 * "Add section": every kind of section the page may take, each with a small drawing and what it is for;
 * where given, a second tab, "From this site", holds the site's own sections to start from (see
 * SectionLibrary), made only when it is chosen. The arrow keys go from one tab to the other.
 */
export function BlockPicker({
  kinds,
  where,
  onPick,
  onClose,
  library,
}: {
  kinds: BlockKind[];
  /** Where the section will go, in words ("after Benefits"). */
  where: string;
  onPick: (kind: BlockKind) => void;
  onClose: () => void;
  /** "From this site": copies of the other pages' sections. */
  library?: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [shelf, setShelf] = useState<'new' | 'site'>('new');
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const tab = (name: typeof shelf, words: string) => (
    <button
      type="button"
      role="tab"
      id={`studio-picker-tab-${name}`}
      aria-selected={shelf === name}
      aria-controls="studio-picker-panel"
      tabIndex={shelf === name ? 0 : -1}
      onClick={() => setShelf(name)}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
        event.preventDefault();
        const other = name === 'new' ? 'site' : 'new';
        setShelf(other);
        document.getElementById(`studio-picker-tab-${other}`)?.focus();
      }}
    >
      {words}
    </button>
  );
  const kindList = (
    <ul>
      {kinds.map((kind) => (
        <li key={kind.type}>
          <button type="button" onClick={() => onPick(kind)}>
            <Sketch type={kind.type} />
            <span>
              <strong>{kind.title}</strong>
              <span>{kind.description}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
  return (
    <dialog ref={dialog} className="studio-dialog studio-picker" aria-labelledby="studio-picker-title" onClose={onClose}>
      <h2 id="studio-picker-title">Add a section</h2>
      <p className="studio-description">It goes {where}. Choose what it shows:</p>
      {library ? (
        <>
          <div role="tablist" aria-label="Where the section comes from" className="studio-picker-tabs">
            {tab('new', 'New')}
            {tab('site', 'From this site')}
          </div>
          <div role="tabpanel" id="studio-picker-panel" aria-labelledby={`studio-picker-tab-${shelf}`}>
            {shelf === 'new' ? kindList : library}
          </div>
        </>
      ) : (
        kindList
      )}
      <button type="button" onClick={() => dialog.current?.close()}>
        Cancel
      </button>
    </dialog>
  );
}
