// One page in the studio: the form generated from the schema beside the live preview and the search and
// share previews. Every edit is checked by the code of npm run validate; Save writes the file only when
// that check finds nothing, and never over a file that changed on disk since it was opened.
import Form from '@rjsf/core';
import type { ErrorSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { pointerToSegments } from '../json-pointer.ts';
import type { Problem } from './api.ts';
import { BlockPicker, ConflictBanner, PreviewPane, ProblemList } from './EditorParts.tsx';
import { studioTemplates, type StudioFormContext } from './form-templates.tsx';
import { useHistory } from './history.ts';
import { readDraft, textOf, useBlockCards, useLiveCheck, useSave, useUndoKeys, type PageValue } from './page-state.ts';
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

/** Opens nothing itself: scrolls to the field at a JSON pointer (or its nearest parent) and focuses it. */
function focusField(pointer: string) {
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
}

interface Props {
  page: OpenPage;
  schema: Record<string, unknown>;
  kinds: BlockKind[];
  onSaved: (file: string) => void;
  onDirtyChange: (dirty: boolean) => void;
  toolbar: ReactNode;
}

export function PageEditor({ page, schema, kinds, onSaved, onDirtyChange, toolbar }: Props) {
  const [draft] = useState(() => readDraft(page.file, page.base, page.data));
  const [restored, setRestored] = useState(Boolean(draft));
  const history = useHistory<PageValue>(draft ?? (page.data as PageValue));
  const data = history.value;
  const saving = useSave(page.file, page.base, page.data, onSaved);
  const dirty = textOf(data) !== saving.savedText;
  const { check, checking } = useLiveCheck(page.file, data, saving.base, dirty);
  const { openBlocks, toggleBlock, movedBlock } = useBlockCards();
  const [width, setWidth] = useState(1280);
  const [picking, setPicking] = useState(false);
  useUndoKeys(history.undo, history.redo);
  useEffect(() => {
    onDirtyChange(dirty);
  }, [dirty, onDirtyChange]);

  const problems = useMemo(() => check?.problems ?? [], [check]);
  // A missing link to this page is fixed on another page, so it never stops this one being saved.
  const blocking = problems.filter((p) => !p.fixedElsewhere).length;
  const saveBlocker = saving.saving
    ? 'Saving…'
    : !dirty
      ? 'No changes to save.'
      : checking
        ? 'Checking the page…'
        : blocking
          ? `Fix ${blocking} problem${blocking === 1 ? '' : 's'} to save.`
          : '';

  const kindMap = useMemo(() => new Map(kinds.map((k) => [k.type, k])), [kinds]);
  const formContext: StudioFormContext = useMemo(
    () => ({ page: data, kinds: kindMap, openBlocks, toggleBlock, movedBlock, addSection: () => setPicking(true) }),
    [data, kindMap, openBlocks, toggleBlock, movedBlock],
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

  const addBlock = (kind: BlockKind) => {
    const blocks = [...(data.blocks ?? []), structuredClone(kind.starter)];
    history.set({ ...data, blocks });
    setPicking(false);
    goTo(`/blocks/${blocks.length - 1}`);
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
            onClick={() => void saving.save(data)}
          >
            Save
          </button>
          <span id="studio-save-status" role="status" className={blocking && dirty ? 'studio-bad' : 'studio-description'}>
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
      {saving.notice && (
        <p
          className={`studio-notice ${saving.notice.kind === 'bad' ? 'studio-notice-bad' : ''}`}
          role={saving.notice.kind === 'bad' ? 'alert' : 'status'}
        >
          {saving.notice.text}
        </p>
      )}
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
          <ProblemList problems={problems} goTo={goTo} />
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
        <PreviewPane check={check} width={width} onBlockClick={(index) => goTo(`/blocks/${index}`)} />
      </div>
      {picking && <BlockPicker kinds={kinds} onPick={addBlock} onClose={() => setPicking(false)} />}
    </div>
  );
}
