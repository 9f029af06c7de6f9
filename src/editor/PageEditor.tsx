// One page in the studio: the form generated from the schema beside the live preview and the search and
// share previews. Every edit is checked by the code of npm run validate; Save writes the file only when
// that check finds nothing, and never over a file that changed on disk since it was opened.
import Form from '@rjsf/core';
import type { ErrorSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { useCallback, useTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { flushEdits } from './fast-fields.tsx';
import { SaveControls } from './SaveControls.tsx';
import { pointerToSegments } from '../json-pointer.ts';
import type { Problem, ReviewState } from './api.ts';
import { Banner, BlockPicker, ConflictBanner, PreviewPane, ProblemList } from './EditorParts.tsx';
import { messageInWords } from './problem-words.ts';
import { PublishDialog } from './Publish.tsx';
import { PageDataContext, studioTemplates, studioUiSchema as uiSchema, studioWidgets, type StudioFormContext } from './form-templates.tsx';
import { useHistory } from './history.ts';
import { readDraft, textOf, useBlockCards, useLiveCheck, useSave, useUndoKeys, type Notice, type PageValue } from './page-state.ts';
import { fieldId, kindsFor, type BlockKind } from './schema-helpers.ts';

// The form only renders and edits; the messages come from the server, identical to the CLI's.
const validator = customizeValidator({ ajvOptionsOverrides: { strict: false, validateSchema: false } });

export interface OpenPage {
  file: string;
  /** The page as it is on disk (or as planned, for a new page). */
  data: unknown;
  /** The file's fingerprint when opened; null for a page not saved yet. */
  base: string | null;
}

/** The server's JSON-pointer problems as rjsf's errorSchema, so each message sits under its field. */
function errorSchemaFor(problems: Problem[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const problem of problems) {
    let node = root;
    for (const part of pointerToSegments(problem.pointer)) node = (node[part] ??= {}) as Record<string, unknown>;
    ((node.__errors ??= []) as string[]).push(messageInWords(problem.message));
  }
  return root as ErrorSchema;
}

const formDefaults = { emptyObjectFields: 'skipDefaults' as const };

/** Opens nothing itself: scrolls to the field at a JSON pointer (or its nearest parent) and focuses it. */
function focusField(pointer: string) {
  let id = fieldId(pointer);
  let element = document.getElementById(id);
  while (!element && id.includes('_')) {
    id = id.slice(0, id.lastIndexOf('_'));
    element = document.getElementById(id);
  }
  // A field in a closed "Advanced" group opens it first.
  for (let group = element?.closest('details'); group; group = group.parentElement?.closest('details')) group.open = true;
  element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  const focusable = element?.matches('input, textarea, select, button')
    ? element
    : (element?.querySelector<HTMLElement>('input:checked') ?? element?.querySelector<HTMLElement>('input, textarea, select, button'));
  focusable?.focus({ preventScroll: true });
}

interface Props {
  page: OpenPage;
  schema: Record<string, unknown>;
  kinds: BlockKind[];
  onSaved: (file: string) => void;
  onDirtyChange: (dirty: boolean) => void;
  toolbar: ReactNode;
  /** The page's state for review, from git; undefined for a page not saved yet. */
  review?: ReviewState;
  onPublished: () => void;
}

export function PageEditor({ page, schema, kinds, onSaved, onDirtyChange, toolbar, review, onPublished }: Props) {
  const [draft] = useState(() => readDraft(page.file, page.base, page.data));
  const [restored, setRestored] = useState(Boolean(draft));
  const history = useHistory<PageValue>(draft ?? (page.data as PageValue));
  const [handingOver, startHandover] = useTransition();
  const data = history.value;
  // One banner at a time: a new message replaces the last, and each can be dismissed.
  const [notice, setNotice] = useState<Notice | null>(null);
  const [publishing, setPublishing] = useState(false);
  const saving = useSave(page.file, page.base, page.data, onSaved, setNotice);
  const dirty = textOf(data) !== saving.savedText;
  const { check, lastGood, checking } = useLiveCheck(page.file, data, saving.base, dirty);
  const { openBlocks, toggleBlock, movedBlock, insertedBlock } = useBlockCards();
  const [width, setWidth] = useState(1280);
  // Where a new section will go (its index), while the picker is open.
  const [picking, setPicking] = useState<number | null>(null);
  // Undo and redo take what was just typed into account: it is handed to the form first.
  const afterTyping = useCallback((then: () => void) => {
    flushEdits();
    setTimeout(then, 0);
  }, []);
  const undo = useCallback(() => afterTyping(history.undo), [afterTyping, history.undo]);
  const redo = useCallback(() => afterTyping(history.redo), [afterTyping, history.redo]);
  useUndoKeys(undo, redo);
  useEffect(() => {
    onDirtyChange(dirty);
  }, [dirty, onDirtyChange]);

  const problems = useMemo(() => check?.problems ?? [], [check]);
  // A missing link to this page is fixed on another page, so it never stops this one being saved.
  const blocking = problems.filter((p) => !p.fixedElsewhere).length;

  const kindMap = useMemo(() => new Map(kinds.map((k) => [k.type, k])), [kinds]);
  const kindTitle = useCallback((type: string) => kindMap.get(type)?.title ?? type, [kindMap]);
  const formContext: StudioFormContext = useMemo(
    () => ({ kinds: kindMap, openBlocks, toggleBlock, movedBlock, addSection: (at: number) => setPicking(at) }),
    [kindMap, openBlocks, toggleBlock, movedBlock],
  );
  const extraErrors = useMemo(() => errorSchemaFor(problems), [problems]);
  const setPage = history.set;
  const saveNow = useCallback(() => void saving.save(data), [saving, data]);
  const refuse = useCallback((text: string) => setNotice({ kind: 'bad', text }), []);
  // The form is rebuilt only when what it shows changes: never for a banner, the preview width or the Save button.
  const form = useMemo(
    () => (
      <PageDataContext value={data}>
        <Form
          schema={schema}
          formData={data}
          validator={validator}
          noHtml5Validate
          showErrorList={false}
          // The file keeps what the editor wrote: schema defaults are applied when the page is resolved.
          experimental_defaultFormStateBehavior={formDefaults}
          extraErrors={extraErrors}
          templates={studioTemplates}
          formContext={formContext}
          uiSchema={uiSchema}
          widgets={studioWidgets}
          // Off the typing path: the whole form, the preview and the check follow as one low-priority update.
          onChange={(event) => startHandover(() => setPage(event.formData as PageValue))}
        />
      </PageDataContext>
    ),
    [schema, data, extraErrors, formContext, setPage],
  );
  const problemBlocks = useMemo(
    () => new Set(problems.flatMap((p) => /^\/blocks\/(\d+)/.exec(p.pointer)?.[1] ?? []).map(Number)),
    [problems],
  );

  /** Opens the card a field is in, then takes the editor to the field. */
  const goTo = useCallback(
    (pointer: string) => {
      const block = /^\/blocks\/(\d+)/.exec(pointer);
      if (block) toggleBlock(Number(block[1]), true);
      requestAnimationFrame(() => focusField(pointer));
    },
    [toggleBlock],
  );

  const addBlock = (kind: BlockKind, at: number) => {
    const blocks = [...(data.blocks ?? [])];
    blocks.splice(at, 0, structuredClone(kind.starter));
    history.set({ ...data, blocks });
    insertedBlock(at);
    setPicking(null);
    goTo(`/blocks/${at}`);
  };
  const pickerPlace = (at: number) => {
    const before = data.blocks?.[at - 1] as { type?: string } | undefined;
    return before ? `after section ${at} (${kindMap.get(before.type ?? '')?.title ?? 'section'})` : 'at the top of the page';
  };

  return (
    <div className="studio-editor">
      <div className="studio-bar" role="toolbar" aria-label="Page">
        {toolbar}
        <span className="studio-file">
          <strong>{check?.path ?? ''}</strong> <span className="studio-description">pages/{page.file}</span>
        </span>
        {dirty && <span className="studio-badge studio-badge-unsaved">Unsaved changes</span>}
        <button type="button" onClick={undo} disabled={!history.canUndo} aria-keyshortcuts="Control+Z">
          Undo
        </button>
        <button type="button" onClick={redo} disabled={!history.canRedo} aria-keyshortcuts="Control+Shift+Z">
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
        <SaveControls
          dirty={dirty}
          checking={checking}
          blocking={blocking}
          handingOver={handingOver}
          saving={saving.saving}
          save={saveNow}
          refuse={refuse}
        />
        <button
          type="button"
          disabled={dirty || review?.state !== 'changed'}
          title={dirty ? 'Save first' : review?.state === 'in-review' ? 'Already in review' : undefined}
          onClick={() => setPublishing(true)}
        >
          Publish…
        </button>
      </div>
      {restored && (
        <p className="studio-notice">
          Your unsaved edits from last time are back.{' '}
          <button type="button" onClick={() => (history.reset(page.data as PageValue), setRestored(false))}>
            Discard them
          </button>
        </p>
      )}
      {notice && <Banner notice={notice} onDismiss={() => setNotice(null)} />}
      {saving.conflict && (
        <ConflictBanner
          conflict={saving.conflict}
          onLoadTheirs={() => {
            const theirs = JSON.parse(saving.conflict!.text!) as PageValue;
            history.set(theirs);
            saving.adoptDisk(theirs, saving.conflict!.hash);
          }}
          onKeepMine={() => void saving.save(data, saving.conflict!.hash)}
        />
      )}
      <div className="studio-columns">
        <section className="studio-form" aria-label="Page fields">
          <ProblemList problems={problems} page={data} kindTitle={kindTitle} goTo={goTo} />
          {form}
        </section>
        <PreviewPane
          check={check}
          lastGood={lastGood}
          meta={{
            title: String((data.meta as { title?: unknown } | undefined)?.title ?? ''),
            description: String((data.meta as { description?: unknown } | undefined)?.description ?? ''),
            noindex: Boolean((data.meta as { noindex?: unknown } | undefined)?.noindex),
            image: (check?.page ?? lastGood?.page)?.meta.image,
          }}
          problemBlocks={problemBlocks}
          width={width}
          onBlockClick={(index) => goTo(`/blocks/${index}`)}
        />
      </div>
      {publishing && (
        <PublishDialog
          file={page.file}
          onClose={() => setPublishing(false)}
          onDone={(answer) => {
            setNotice({
              kind: answer.ok ? 'good' : 'bad',
              text: answer.message,
              ...(answer.reviewUrl ? { link: { href: answer.reviewUrl, label: 'Open the pull request' } } : {}),
            });
            onPublished();
          }}
        />
      )}
      {picking !== null && (
        <BlockPicker
          kinds={kindsFor(kinds, data.blocks)}
          where={pickerPlace(picking)}
          onPick={(kind) => addBlock(kind, picking)}
          onClose={() => setPicking(null)}
        />
      )}
    </div>
  );
}
