// One page in the studio: the form generated from the schema beside the live preview and the search and
// share previews. Every edit is checked by the code of npm run validate; Save writes the file only when
// that check finds nothing, and never over a file that changed on disk since it was opened.
import Form from '@rjsf/core';
import type { ErrorSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { pointerToSegments } from '../json-pointer.ts';
import { Page } from '../render/Page.tsx';
import { SiteProvider } from '../site.tsx';
import { api, type Check, type Problem } from './api.ts';
import { studioTemplates, type StudioFormContext } from './form-templates.tsx';
import { Frame } from './Frame.tsx';
import { useHistory } from './history.ts';
import { SearchPreview, ShareCard } from './Previews.tsx';
import { fieldId, type BlockKind } from './schema-helpers.ts';

// The form only renders and edits; the messages come from the server, identical to the CLI's.
const validator = customizeValidator({ ajvOptionsOverrides: { strict: false, validateSchema: false } });

export interface OpenPage {
  file: string;
  /** The page as it is on disk (or as planned, for a new page). */
  data: unknown;
  /** The file's fingerprint when opened; null for a page not saved yet. */
  base: string | null;
}

type PageValue = { blocks?: unknown[]; meta?: { title?: string } } & Record<string, unknown>;

const draftKey = (file: string) => `page-studio:${file}`;
const textOf = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`;

/** The server's JSON-pointer problems as rjsf's errorSchema, so each message sits under its field. */
function errorSchemaFor(problems: Problem[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const problem of problems) {
    let node = root;
    for (const part of pointerToSegments(problem.pointer)) node = (node[part] ??= {}) as Record<string, unknown>;
    ((node.__errors ??= []) as string[]).push(problem.message);
  }
  return root as ErrorSchema;
}

const uiSchema = {
  'ui:submitButtonOptions': { norender: true },
  // The page itself is never optional; its optional parts (a share image, article dates) are.
  'ui:options': { enableOptionalDataFieldForType: [] },
  'ui:globalOptions': { copyable: true, orderable: true, enableOptionalDataFieldForType: ['object' as const] },
  $schema: { 'ui:widget': 'hidden' },
  blocks: { 'ui:options': { blockCards: true }, items: { 'ui:options': { blockItem: true }, type: { 'ui:widget': 'hidden' } } },
};

interface Props {
  page: OpenPage;
  schema: Record<string, unknown>;
  kinds: BlockKind[];
  onSaved: (file: string, saved: string[]) => void;
  onDirtyChange: (dirty: boolean) => void;
  toolbar: ReactNode;
}

export function PageEditor({ page, schema, kinds, onSaved, onDirtyChange, toolbar }: Props) {
  const [base, setBase] = useState(page.base);
  const [savedText, setSavedText] = useState(() => (page.base === null ? '' : textOf(page.data)));
  // An edit left unsaved in this browser comes back, if the file is still the one it was made on.
  const [draft] = useState(() => {
    const saved = localStorage.getItem(draftKey(page.file));
    const parsed = saved ? (JSON.parse(saved) as { base: string | null; data: PageValue }) : undefined;
    return parsed && parsed.base === page.base && textOf(parsed.data) !== textOf(page.data) ? parsed.data : undefined;
  });
  const history = useHistory<PageValue>(draft ?? (page.data as PageValue));
  const data = history.value;
  const [restored, setRestored] = useState(Boolean(draft));
  const [check, setCheck] = useState<(Check & { checkedText: string }) | null>(null);
  const [width, setWidth] = useState(1280);
  const [openBlocks, setOpenBlocks] = useState<Set<number>>(() => new Set());
  const [picking, setPicking] = useState(false);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'good' | 'bad'; text: string } | null>(null);
  const [conflict, setConflict] = useState<{ hash: string | null; text?: string } | null>(null);
  const latest = useRef(0);
  const formArea = useRef<HTMLElement>(null);
  const dirty = textOf(data) !== savedText;

  useEffect(() => {
    onDirtyChange(dirty);
  }, [dirty, onDirtyChange]);

  // Every edit: kept as a draft (it survives a reload), then checked and rendered by the server.
  useEffect(() => {
    if (dirty) localStorage.setItem(draftKey(page.file), JSON.stringify({ base, data }));
    else localStorage.removeItem(draftKey(page.file));
    const id = ++latest.current;
    const text = textOf(data);
    const timer = setTimeout(
      () => void api.check(page.file, text).then((result) => id === latest.current && setCheck({ ...result, checkedText: text })),
      250,
    );
    return () => clearTimeout(timer);
  }, [data, dirty, base, page.file]);

  // Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y) undo and redo the page, in the form's fields too.
  const { undo, redo } = history;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [undo, redo]);

  const problems = useMemo(() => check?.problems ?? [], [check]);
  const checking = !check || textOf(data) !== check.checkedText;
  const saveBlocker = saving
    ? 'Saving…'
    : !dirty
      ? 'No changes to save.'
      : checking
        ? 'Checking the page…'
        : problems.length
          ? `Fix ${problems.length} problem${problems.length === 1 ? '' : 's'} to save.`
          : '';

  const toggleBlock = useCallback((index: number, open: boolean) => {
    setOpenBlocks((was) => {
      const next = new Set(was);
      if (open) next.add(index);
      else next.delete(index);
      return next;
    });
  }, []);
  const movedBlock = useCallback((from: number, to: number) => {
    setOpenBlocks((was) => {
      const next = new Set([...was].filter((i) => i !== from && i !== to));
      if (was.has(from)) next.add(to);
      if (was.has(to)) next.add(from);
      return next;
    });
  }, []);
  const kindMap = useMemo(() => new Map(kinds.map((k) => [k.type, k])), [kinds]);
  const formContext: StudioFormContext = useMemo(
    () => ({ page: data, kinds: kindMap, openBlocks, toggleBlock, movedBlock, addSection: () => setPicking(true) }),
    [data, kindMap, openBlocks, toggleBlock, movedBlock],
  );

  /** Opens the card a field is in, then takes the visitor to the field. */
  const goTo = useCallback(
    (pointer: string) => {
      const block = /^\/blocks\/(\d+)/.exec(pointer);
      if (block) toggleBlock(Number(block[1]), true);
      requestAnimationFrame(() => {
        let id = fieldId(pointer);
        let element = document.getElementById(id);
        while (!element && id.includes('_')) {
          id = id.slice(0, id.lastIndexOf('_'));
          element = document.getElementById(id);
        }
        element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
        const focusable = element?.matches('input, textarea, select, button')
          ? element
          : element?.querySelector<HTMLElement>('input, textarea, select, button');
        focusable?.focus({ preventScroll: true });
      });
    },
    [toggleBlock],
  );

  const addBlock = (kind: BlockKind) => {
    const blocks = [...(data.blocks ?? []), structuredClone(kind.starter)];
    history.set({ ...data, blocks });
    setPicking(false);
    toggleBlock(blocks.length - 1, true);
    goTo(`/blocks/${blocks.length - 1}`);
  };

  const save = async (over: string | null = base) => {
    setSaving(true);
    setNotice(null);
    try {
      const { status, body } = await api.save(page.file, data, over);
      if (status === 200 && body.hash) {
        setBase(body.hash);
        setSavedText(textOf(data));
        setConflict(null);
        localStorage.removeItem(draftKey(page.file));
        setNotice({ kind: 'good', text: `Saved to pages/${page.file}.` });
        onSaved(page.file, body.saved ?? []);
      } else if (status === 409) {
        setConflict({ hash: body.hash ?? null, text: body.text });
      } else {
        setNotice({ kind: 'bad', text: body.error ?? `Not saved (the studio answered ${status}). Your edits are still here.` });
      }
    } catch {
      setNotice({
        kind: 'bad',
        text: 'Not saved: the studio server did not answer. Is npm run editor still running? Your edits are still here.',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="studio-editor">
      <div className="studio-bar" role="toolbar" aria-label="Page">
        {toolbar}
        <span className="studio-file">
          <strong>{check?.path ?? ''}</strong> <span className="studio-description">pages/{page.file}</span>
        </span>
        {dirty && <span className="studio-badge studio-badge-unsaved">Unsaved changes</span>}
        <button type="button" onClick={history.undo} disabled={!history.canUndo} aria-keyshortcuts="Control+Z">
          Undo
        </button>
        <button type="button" onClick={history.redo} disabled={!history.canRedo} aria-keyshortcuts="Control+Shift+Z">
          Redo
        </button>
        <span role="group" aria-label="Preview width" className="studio-segmented">
          <button type="button" onClick={() => setWidth(375)} aria-pressed={width === 375}>
            Phone
          </button>
          <button type="button" onClick={() => setWidth(1280)} aria-pressed={width === 1280}>
            Desktop
          </button>
        </span>
        <span className="studio-save">
          <button
            type="button"
            className="studio-primary"
            disabled={Boolean(saveBlocker)}
            aria-describedby="studio-save-status"
            onClick={() => void save()}
          >
            Save
          </button>
          <span id="studio-save-status" role="status" className={problems.length && dirty ? 'studio-bad' : 'studio-description'}>
            {saveBlocker || 'Ready to save.'}
          </span>
        </span>
      </div>
      {restored && (
        <p className="studio-notice">
          Your unsaved edits from last time are back.{' '}
          <button type="button" onClick={() => (history.reset(page.data as PageValue), setRestored(false))}>
            Discard them
          </button>
        </p>
      )}
      {notice && (
        <p
          className={`studio-notice ${notice.kind === 'bad' ? 'studio-notice-bad' : ''}`}
          role={notice.kind === 'bad' ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      )}
      {conflict && (
        <div className="studio-notice studio-notice-bad" role="alert">
          <p>
            <strong>This page changed on disk since you opened it</strong> (saved from another window or program). Nothing was overwritten.
          </p>
          {conflict.text !== undefined && (
            <button
              type="button"
              onClick={() => {
                const theirs = JSON.parse(conflict.text!) as PageValue;
                history.set(theirs);
                setSavedText(textOf(theirs));
                setBase(conflict.hash);
                setConflict(null);
              }}
            >
              Load the version on disk (your edits can be brought back with Undo)
            </button>
          )}{' '}
          <button type="button" onClick={() => void save(conflict.hash)}>
            Keep my version and save it over the other
          </button>
        </div>
      )}
      <div className="studio-columns">
        <section className="studio-form" aria-label="Page fields" ref={formArea}>
          {problems.length > 0 && (
            <section className="studio-problems" aria-labelledby="studio-problems-heading">
              <h2 id="studio-problems-heading">
                {problems.length} problem{problems.length === 1 ? '' : 's'} to fix before saving
              </h2>
              <ul>
                {problems.map((p) => (
                  <li key={`${p.pointer}:${p.message}`}>
                    <button type="button" className="studio-link" onClick={() => goTo(p.pointer)}>
                      {p.message}
                    </button>{' '}
                    <span className="studio-description">line {p.line}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <Form
            schema={schema}
            formData={data}
            validator={validator}
            noHtml5Validate
            showErrorList={false}
            // The file keeps what the editor wrote: schema defaults are applied when the page is resolved.
            experimental_defaultFormStateBehavior={{ emptyObjectFields: 'skipDefaults' }}
            extraErrors={errorSchemaFor(problems)}
            templates={studioTemplates}
            formContext={formContext}
            uiSchema={uiSchema}
            onChange={(event) => history.set(event.formData as PageValue)}
          />
        </section>
        <section className="studio-preview" aria-label="Preview">
          {check?.page && check.site && check.path ? (
            <>
              <ScaledFrame width={width}>
                <Frame width={width} onBlockClick={(index) => goTo(`/blocks/${index}`)}>
                  <SiteProvider site={check.site}>
                    <MemoryRouter initialEntries={[check.path]}>
                      <Page
                        page={check.page}
                        path={check.path}
                        wrapBlock={(block, index) => (
                          <div data-block-index={index} style={{ display: 'contents' }}>
                            {block}
                          </div>
                        )}
                      />
                    </MemoryRouter>
                  </SiteProvider>
                </Frame>
              </ScaledFrame>
              <div className="studio-snippets">
                <SearchPreview page={check.page} path={check.path} site={check.site} />
                <ShareCard page={check.page} site={check.site} />
              </div>
            </>
          ) : (
            <p className="studio-description">The preview appears once the page passes the schema: see the problems beside it.</p>
          )}
        </section>
      </div>
      {picking && <BlockPicker kinds={kinds} onPick={addBlock} onClose={() => setPicking(false)} />}
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

function BlockPicker({ kinds, onPick, onClose }: { kinds: BlockKind[]; onPick: (kind: BlockKind) => void; onClose: () => void }) {
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
