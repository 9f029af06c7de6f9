// The page editor's pieces that only show state: the problems list, the conflict banner, the preview
// pane (the page at phone or desktop width, and the search and share previews) and the section picker.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Page } from '../render/Page.tsx';
import { SiteProvider } from '../site.tsx';
import type { Check, Problem } from './api.ts';
import { Frame } from './Frame.tsx';
import type { Conflict } from './page-state.ts';
import { SearchPreview, ShareCard } from './Previews.tsx';
import type { BlockKind } from './schema-helpers.ts';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Every problem of the page, each a button that takes the editor to its field. */
export function ProblemList({ problems, goTo }: { problems: Problem[]; goTo: (pointer: string) => void }) {
  if (!problems.length) return null;
  return (
    <section className="studio-problems" aria-labelledby="studio-problems-heading">
      <h2 id="studio-problems-heading">{plural(problems.length, 'problem')} to fix</h2>
      <ul>
        {problems.map((p) => (
          <li key={`${p.pointer}:${p.message}`}>
            <button type="button" className="studio-link" onClick={() => goTo(p.pointer)}>
              {p.message}
            </button>{' '}
            <span className="studio-description">
              {p.fixedElsewhere ? 'fixed on another page; this page can be saved' : `line ${p.line}`}
            </span>
          </li>
        ))}
      </ul>
    </section>
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
        <strong>This page changed on disk since you opened it</strong> (saved from another window or program). Nothing was overwritten.
      </p>
      {conflict.text !== undefined && (
        <button type="button" onClick={onLoadTheirs}>
          Load the version on disk (your edits can be brought back with Undo)
        </button>
      )}{' '}
      <button type="button" onClick={onKeepMine}>
        Keep my version and save it over the other
      </button>
    </div>
  );
}

/** The preview at its real width (375 or 1280 pixels), scaled down to fit the column, as a browser would show it. */
function ScaledFrame({ width, children }: { width: number; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState(width);
  useEffect(() => {
    const observer = new ResizeObserver(([entry]) => setAvailable(entry!.contentRect.width));
    if (box.current) observer.observe(box.current);
    return () => observer.disconnect();
  }, []);
  const scale = Math.min(1, available / width);
  return (
    <div ref={box} className="studio-frame-box">
      <div className="studio-frame" style={{ width: width * scale, height: '70vh' }}>
        <div style={{ width, height: `${70 / scale}vh`, transform: `scale(${scale})`, transformOrigin: '0 0' }}>{children}</div>
      </div>
    </div>
  );
}

/** The page as the build renders it, then how it shows in search results and when shared; a click on a section opens its card. */
export function PreviewPane({ check, width, onBlockClick }: { check: Check | null; width: number; onBlockClick: (index: number) => void }) {
  if (!check?.page || !check.site || !check.path) {
    return (
      <section className="studio-preview" aria-label="Preview">
        <p className="studio-description">The preview appears once the page passes the schema: see the problems beside it.</p>
      </section>
    );
  }
  return (
    <section className="studio-preview" aria-label="Preview">
      <ScaledFrame width={width}>
        <Frame width={width} onBlockClick={onBlockClick}>
          <SiteProvider site={check.site}>
            <Page
              page={check.page}
              path={check.path}
              wrapBlock={(block, index) => (
                <div data-block-index={index} style={{ display: 'contents' }}>
                  {block}
                </div>
              )}
            />
          </SiteProvider>
        </Frame>
      </ScaledFrame>
      <div className="studio-snippets">
        <SearchPreview page={check.page} path={check.path} site={check.site} />
        <ShareCard page={check.page} site={check.site} />
      </div>
    </section>
  );
}

/** "Add section": every block type with its description from the schema. */
export function BlockPicker({ kinds, onPick, onClose }: { kinds: BlockKind[]; onPick: (kind: BlockKind) => void; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog ref={dialog} className="studio-dialog studio-picker" aria-labelledby="studio-picker-title" onClose={onClose}>
      <h2 id="studio-picker-title">Add a section</h2>
      <ul>
        {kinds.map((kind) => (
          <li key={kind.type}>
            <button type="button" onClick={() => onPick(kind)}>
              <strong>{kind.title}</strong>
              <span>{kind.description}</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => dialog.current?.close()}>
        Cancel
      </button>
    </dialog>
  );
}
