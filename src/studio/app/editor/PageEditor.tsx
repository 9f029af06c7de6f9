// One page in the studio: the form generated from the schema beside the live preview and the search and
// share previews. Every edit is checked by the code of npm run validate; Save writes the file only when
// that check finds nothing, and never over a file that changed on disk since it was opened.
import Form from '@rjsf/core';
import type { ErrorSchema } from '@rjsf/utils';
import { startTransition, useCallback, useTransition, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushEdits } from '../form/fast-fields.tsx';
import { SaveControls } from './SaveControls.tsx';
import { pointerToSegments } from '../../../core/json-pointer.ts';
import type { Problem, ReviewState } from '../../backend.ts';
import { Banner, BlockPicker, ConflictBanner, PreviewPane, ProblemList } from './EditorParts.tsx';
import { SeoPanel, useSeoReport } from '../seo/SeoPanel.tsx';
import { messageInWords } from '../../shared/problem-words.ts';
import { PublishDialog } from '../review/Publish.tsx';
import { HistoryDialog } from '../history/History.tsx';
import { DuplicateDialog } from './DuplicateDialog.tsx';
import type { NewPageDraft } from '../shell/StartScreen.tsx';
import { ReviewBadge, ReviewComments } from '../review/ReviewStatus.tsx';
import { PageDataContext, type StudioFormContext } from '../form/form-templates.tsx';
import { useHistory } from './undo.ts';
import { readPageDraft, pageText, useBlockCards, useLiveCheck, useSave, useUndoKeys, type Notice, type PageValue } from './page-state.ts';
import { fieldPlace, kindsFor, type BlockKind } from '../../shared/schema-helpers.ts';
import { listTitle } from '../../shared/page-list.ts';
import type { PageFile } from '../../../generated/page.ts';
import { fieldSelector, firstControl, focusAfterRemoval, focusField } from './focus.ts';
import { useBackend } from '../shell/backend-context.tsx';
import { fieldForClick } from '../preview/preview-fields.ts';
import { editingKeys, revealField, useHeld, useInlineEditing } from '../preview/inline-editing.ts';
import { InlineLinkOffer } from '../preview/InlineLinkOffer.tsx';
import { studioFormProps } from '../form/studio-form.ts';
import { aboutTheEditorsWords, shownProblems, ToWriteList, useToWrite, useToWriteMarks } from './to-write.tsx';
import { MoreButtons, ViewSwitch, type EditorView } from './CompactBar.tsx';
import { ChangedElsewhereNotice, useChangedElsewhere } from '../review/ChangedElsewhere.tsx';
import { announce, DragHelp, MovesSaid } from '../sections/list-drag.tsx';
import { formDragHelpId } from '../form/form-templates.tsx';
import { moveInPage, moveRefusal, pasteInPage, type ListPath } from '../sections/moves.ts';
import { SectionList } from '../sections/SectionList.tsx';
import { SectionLibrary } from '../sections/SectionLibrary.tsx';
import type { LibraryPage, LibrarySection } from '../sections/section-library.ts';

export interface OpenPage {
  file: string;
  /** The page's address as listed or planned, shown until a check tells it (a new page has problems at first). */
  path?: string;
  /** The page as it is on disk (or as planned, for a new page). */
  data: unknown;
  /** The file's fingerprint when opened; null for a page not saved yet. */
  base: string | null;
  /** A new page's placeholders, by field: the words shown greyed in the preview until each text is written. */
  placeholders?: Record<string, string>;
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

/** What a removal needs for its Undo: the page before it, and the page just after (once the form hands it on). */
interface Removal {
  name: string;
  before: PageValue;
  after?: PageValue;
  notice: Notice;
  list?: string;
  position: number;
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
  /** Opens a copy of the page (Duplicate this page) as a new page in the editor. */
  onDuplicate?: (draft: NewPageDraft) => void;
  /** The site's pages as listed, for the picker's sections from this site (read only when it opens). */
  sitePages?: readonly LibraryPage[];
}

export function PageEditor({ page, schema, kinds, onSaved, onDirtyChange, toolbar, review, onPublished, onDuplicate, sitePages }: Props) {
  const backend = useBackend();
  // The form only renders and edits; the messages come from the backend's check, identical to the CLI's.
  const validator = backend.formValidator;
  const [draft] = useState(() => readPageDraft(page.file, page.base, page.data));
  const [restored, setRestored] = useState(Boolean(draft));
  const history = useHistory<PageValue>(draft ?? (page.data as PageValue));
  const [handingOver, startHandover] = useTransition();
  const data = history.value;
  // One banner at a time: a new message replaces the last, and each can be dismissed.
  const [notice, setNotice] = useState<Notice | null>(null);
  const [publishing, setPublishing] = useState(false);
  const [showingHistory, setShowingHistory] = useState(false);
  const [duplicating, setDuplicating] = useState(false);
  const saving = useSave(page.file, page.base, page.data, onSaved, setNotice);
  // Other reviews changing this page: asked when it opens and again when the editor goes to send it.
  const elsewhere = useChangedElsewhere(page.file, publishing);
  const dirty = pageText(data) !== saving.savedText;
  // A new page is checked and previewed with placeholders in its texts still to write; its problems show once touched.
  const { checked, toWrite, shown } = useToWrite(data, page.placeholders);
  const [saveTried, setSaveTried] = useState(false);
  const live = useLiveCheck(page.file, data, saving.base, dirty, checked);
  const { check, lastGood, checking, problem: checkProblem, retry: checkAgain } = live;
  useToWriteMarks(shown, live.preview);
  const seoReport = useSeoReport(live.preview, checked);
  const { openBlocks, toggleBlock, movedBlock, insertedBlock, reorderedBlocks } = useBlockCards();
  // On a phone the preview starts at phone width; on a phone or a tablet Form / Preview shows one of the two (see CompactBar).
  const [width, setWidth] = useState(() => (globalThis.matchMedia?.('(max-width: 600px)').matches ? 375 : 1280));
  const [view, setView] = useState<EditorView>('form');
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
  // Opening a page puts the editor in its first field, ready to type.
  useEffect(() => {
    const frame = requestAnimationFrame(() => firstControl(document.querySelector('.studio-form form'), fieldSelector)?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  useEffect(() => {
    onDirtyChange(dirty);
  }, [dirty, onDirtyChange]);

  // Shown against the page they were found on (see useShownProblems), on a new page once touched; Save counts them all.
  const { page: checkedPage } = live.shown;
  const problems = useMemo(
    () => shownProblems(aboutTheEditorsWords(live.shown.problems, toWrite), data, page.data, !page.placeholders || saveTried),
    [live.shown.problems, toWrite, data, page.data, page.placeholders, saveTried],
  );
  // A missing link to this page is fixed on another page, so it never stops this one being saved.
  const blocking = aboutTheEditorsWords(check?.problems ?? [], toWrite).filter((p) => !p.fixedElsewhere).length + toWrite.length;

  const kindMap = useMemo(() => new Map(kinds.map((k) => [k.type, k])), [kinds]);
  const placeOf = useMemo(() => fieldPlace(schema), [schema]);
  // Remove shows "Removed: … — Undo"; Undo puts the page back as it was before, so the item returns in its place.
  const current = useRef(data);
  useEffect(() => {
    current.current = data;
  });
  const removal = useRef<Removal | null>(null);
  const restore = history.set;
  const undoRemoval = useCallback(() => {
    const done = removal.current;
    if (!done) return;
    removal.current = null;
    restore(done.before);
    setNotice({ kind: 'good', text: `Restored: ${done.name}.` });
    requestAnimationFrame(() => focusAfterRemoval(done.list, done.position));
  }, [restore]);
  const removing = useCallback(
    (name: string, from: HTMLElement) => {
      const item = from.closest('.studio-item, .studio-card');
      const fieldset = item?.closest('fieldset');
      // Named as the editor knows it: the section it was in, and the words it started with.
      const section = item?.matches('.studio-item')
        ? item.closest('.studio-card')?.querySelector('.studio-card-kind')?.textContent
        : undefined;
      const words = item?.matches('.studio-item')
        ? item.querySelector<HTMLInputElement | HTMLTextAreaElement>('input[type="text"], textarea')?.value.trim()
        : undefined;
      const said = `${section ? `${section} › ` : ''}${name}${words ? ` (“${words.length > 60 ? `${words.slice(0, 59)}…` : words}”)` : ''}`;
      const notice: Notice = { kind: 'good', text: `Removed: ${said}.`, action: { label: 'Undo', run: undoRemoval } };
      removal.current = {
        name: said,
        before: current.current,
        notice,
        list: fieldset?.id,
        position: item?.parentElement ? [...item.parentElement.children].indexOf(item) : 0,
      };
      setNotice(notice);
    },
    [undoRemoval],
  );
  useEffect(() => {
    const done = removal.current;
    if (!done || data === done.before) return;
    if (!done.after) {
      done.after = data;
      // The removed item's controls are gone: focus moves to the one that took its place.
      requestAnimationFrame(() => focusAfterRemoval(done.list, done.position));
    } else if (data !== done.after) {
      // The page changed since: the removal is no longer the last thing to take back (the toolbar's Undo still can).
      removal.current = null;
      setNotice((shown) => (shown === done.notice ? null : shown));
    }
  }, [data]);
  // A drag or its keyboard equivalent: one step of its own for Undo, taken after what was just typed.
  const step = history.step;
  const moveItem = useCallback(
    (path: ListPath, from: number, to: number) =>
      afterTyping(() => {
        step((now) => moveInPage(now, path, from, to).page ?? now);
        if (path.length === 1 && path[0] === 'blocks') reorderedBlocks(from, to);
      }),
    [afterTyping, step, reorderedBlocks],
  );
  const refusalOf = useCallback((path: ListPath, from: number, to: number) => moveRefusal(current.current, path, from, to), []);
  // A field's "Edit in the preview" (the form is not rebuilt for it: it reads the latest through this).
  const editInPreviewRef = useRef<(pointer: string, from: HTMLElement) => void>(() => {});
  const formContext: StudioFormContext = useMemo(
    () => ({
      pageFile: page.file,
      kinds: kindMap,
      openBlocks,
      toggleBlock,
      movedBlock,
      addSection: (at: number) => setPicking(at),
      removing,
      moveItem,
      moveRefusal: refusalOf,
      editInPreview: (pointer: string, from: HTMLElement) => editInPreviewRef.current(pointer, from),
    }),
    [page.file, kindMap, openBlocks, toggleBlock, movedBlock, removing, moveItem, refusalOf],
  );
  const extraErrors = useMemo(
    () =>
      errorSchemaFor(
        saveTried ? [...problems, ...toWrite.map((pointer) => ({ pointer, message: 'Still to write.' }) as Problem)] : problems,
      ),
    [problems, toWrite, saveTried],
  );
  const setPage = history.set;
  // Another editor's version in the form, as an edit: Undo brings this editor's own back.
  const startFrom = (theirs: { text: string; by: string }) => {
    history.set(JSON.parse(theirs.text) as PageValue);
    setNotice({
      kind: 'good',
      text: `${theirs.by}’s version is in the form. Make your change on top of it, then Save and Send for review. Undo brings yours back.`,
    });
  };
  const saveNow = useCallback(() => void saving.save(data), [saving, data]);
  const refuse = useCallback((text: string) => (setSaveTried(true), setNotice({ kind: 'bad', text })), []);
  // The form is rebuilt only when what it shows changes: never for a banner, the preview width or the Save button.
  const form = useMemo(
    () => (
      <PageDataContext value={data}>
        <Form
          {...studioFormProps}
          schema={schema}
          formData={data}
          validator={validator}
          extraErrors={extraErrors}
          formContext={formContext}
          // Off the typing path: the whole form, the preview and the check follow as one low-priority update.
          onChange={(event) => startHandover(() => setPage(event.formData as PageValue))}
        />
      </PageDataContext>
    ),
    [schema, data, validator, extraErrors, formContext, setPage],
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
      setView('form');
      requestAnimationFrame(() => focusField(pointer));
    },
    [toggleBlock],
  );

  // Editing a text in the preview: its field's card opens beside it, and the preview holds still meanwhile.
  const showField = useCallback(
    (pointer: string) => {
      const block = /^\/blocks\/(\d+)/.exec(pointer);
      // The whole form follows as a low-priority update, so the first key typed in the preview never waits for it.
      if (block) startTransition(() => toggleBlock(Number(block[1]), true));
      revealField(pointer);
    },
    [toggleBlock],
  );
  const { holding, editing, edit, editFocused, link, linkActions } = useInlineEditing({
    data,
    setPage,
    step,
    showField,
    checkedText: check?.checkedText,
  });
  const previewCheck = useHeld(live.preview, holding);
  const previewLastGood = useHeld(lastGood, holding);
  // Side by side with the form only: on a phone or a tablet a tap on a text leads to its field, as the form is one tap away.
  const sideBySide = () => !globalThis.matchMedia?.('(max-width: 900px)').matches;
  const editInPlace = useCallback((text: HTMLElement, at?: { x: number; y: number }) => sideBySide() && edit(text, at), [edit]);
  const editOnFocus = useCallback((text: HTMLElement) => void (sideBySide() && editFocused(text)), [editFocused]);
  /** A field's "Edit in the preview": its text in the preview takes the keyboard; the edit ends back in the field. */
  const editInPreview = useCallback(
    (pointer: string, from: HTMLElement) => {
      const frame = document.querySelector<HTMLIFrameElement>('#studio-page-preview iframe');
      const text = frame?.contentDocument?.querySelector<HTMLElement>(`[data-studio-field="${CSS.escape(pointer)}"]`);
      if (!sideBySide() || !text || !frame) {
        announce(sideBySide() ? 'The preview does not show these words as they are yet.' : 'Open the preview to edit there.');
        return;
      }
      frame.scrollIntoView({ block: 'nearest' });
      text.scrollIntoView({ block: 'center' });
      edit(text, undefined, { returnTo: from });
    },
    [edit],
  );
  useEffect(() => {
    editInPreviewRef.current = editInPreview;
  });

  const addBlock = (kind: BlockKind, at: number) => {
    const blocks = [...(data.blocks ?? [])];
    blocks.splice(at, 0, structuredClone(kind.starter));
    history.set({ ...data, blocks });
    insertedBlock(at);
    setPicking(null);
    goTo(`/blocks/${at}`);
  };
  // A copy of another page's section, as Paste makes one; or why it cannot go there.
  const addFromSite = (entry: LibrarySection, at: number) => {
    const outcome = pasteInPage(current.current, [entry.section], at);
    if (!outcome.page) return outcome.refused;
    history.set(outcome.page);
    insertedBlock(at);
    setPicking(null);
    setNotice({ kind: 'good', text: `Added ${entry.name} as section ${at + 1}.` });
    goTo(`/blocks/${at}`);
    return undefined;
  };
  // Only while the picker is open: never on the typing path.
  const offered = useMemo(() => (picking === null ? [] : kindsFor(kinds, data.blocks)), [picking, kinds, data.blocks]);
  const offeredTitle = useCallback((type: string) => offered.find((kind) => kind.type === type)?.title, [offered]);
  const pickerPlace = (at: number) => {
    const before = data.blocks?.[at - 1] as { type?: string } | undefined;
    return before ? `after section ${at} (${kindMap.get(before.type ?? '')?.title ?? 'section'})` : 'at the top of the page';
  };

  const route = check?.path ?? lastGood?.path ?? page.path ?? '';
  const pageName = listTitle(data as Partial<PageFile>, route) || 'New page';
  const kindName = (index: number) => {
    const type = (data.blocks?.[index] as { type?: string } | undefined)?.type ?? '';
    return kindMap.get(type)?.title ?? 'Section';
  };
  const moveSection = (from: number, to: number) => moveItem(['blocks'], from, to);
  const sectionRefusal = (from: number, to: number) => refusalOf(['blocks'], from, to);
  const paste = (sections: unknown[], at: number, said: string) => {
    const outcome = pasteInPage(current.current, sections, at);
    if (outcome.refused) {
      setNotice({ kind: 'bad', text: `Not pasted: ${outcome.refused}` });
      announce(`Not pasted: ${outcome.refused}`);
      return;
    }
    afterTyping(() => {
      step((now) => pasteInPage(now, sections, at).page ?? now);
      sections.forEach((_, k) => insertedBlock(at + k));
      const text = `Pasted ${said} as section ${at + 1}.`;
      setNotice({ kind: 'good', text });
      announce(text);
    });
  };
  return (
    <main className="studio-editor" aria-labelledby="studio-page-heading">
      <MovesSaid />
      <DragHelp id={formDragHelpId} />
      <div className="studio-bar">
        {toolbar}
        <div className="studio-file">
          {/* The page's name as the start screen lists it (see listTitle); its address, from the latest check that could tell it, else as listed or planned. */}
          <h1 id="studio-page-heading">{pageName}</h1>
          <strong>{route}</strong>
          {review && <ReviewBadge review={review} />}
          {/* The address field waits in Advanced (it is rarely changed); this opens the group and focuses it. */}
          <button type="button" className="studio-change-address" onClick={() => focusField('/path')}>
            Change address
          </button>
        </div>
        <div className="studio-actions">
          {dirty && <span className="studio-badge studio-badge-unsaved">Unsaved changes</span>}
          <MoreButtons>
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
            {/* The versions that went live, and Restore: only a page saved before has any. */}
            {page.base !== null && (
              <button type="button" onClick={() => setShowingHistory(true)}>
                History
              </button>
            )}
            {page.base !== null && onDuplicate && (
              <button type="button" onClick={() => setDuplicating(true)}>
                Duplicate this page…
              </button>
            )}
            {review?.state === 'in-review' && !dirty && (
              <button type="button" onClick={() => setPublishing(true)}>
                Publish time…
              </button>
            )}
          </MoreButtons>
          <SaveControls
            dirty={dirty}
            checking={checking}
            blocking={blocking}
            toWrite={toWrite.length}
            handingOver={handingOver}
            saving={saving.saving}
            save={saveNow}
            refuse={refuse}
          />
          <button
            type="button"
            // Not disabled: a button that keeps focus when publishing ends, and says why it cannot be used now.
            aria-disabled={dirty || review?.state !== 'changed'}
            aria-describedby="studio-publish-why"
            onClick={() => !dirty && review?.state === 'changed' && setPublishing(true)}
          >
            Send for review…
          </button>
          <span id="studio-publish-why" className="studio-description">
            {dirty
              ? 'Save first.'
              : review?.state === 'in-review'
                ? 'Already in review.'
                : review?.state === 'changed'
                  ? ''
                  : 'Nothing new to send.'}
          </span>
          <ViewSwitch view={view} onChange={setView} />
        </div>
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
      <ChangedElsewhereNotice
        changes={elsewhere}
        onStart={(change) => change.text !== undefined && startFrom({ text: change.text, by: change.by })}
      />
      {checkProblem && (
        <div className="studio-notice studio-notice-bad" role="alert">
          <div className="studio-notice-body">
            <p>{checkProblem}</p>
            <button type="button" className="studio-notice-action" onClick={checkAgain}>
              Check again
            </button>
          </div>
        </div>
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
      <div className="studio-columns" data-view={view}>
        <section className="studio-form" id="studio-page-fields" aria-label="Page fields">
          <ReviewComments review={review} title={listTitle(data as Partial<PageFile>, route) || 'this page'} />
          <ToWriteList toWrite={toWrite} page={data} placeOf={placeOf} goTo={goTo} />
          <ProblemList problems={problems} page={checkedPage} placeOf={placeOf} goTo={goTo} />
          <SectionList
            sections={data.blocks ?? []}
            kindName={kindName}
            pageName={pageName}
            refusal={sectionRefusal}
            onMove={moveSection}
            open={(index) => goTo(`/blocks/${index}`)}
            paste={paste}
          />
          {form}
        </section>
        <PreviewPane
          check={previewCheck}
          lastGood={previewLastGood}
          meta={{
            // A new page's search title and description still to write show as their placeholders.
            title: String(((checked as PageValue).meta as { title?: unknown } | undefined)?.title ?? ''),
            description: String(((checked as PageValue).meta as { description?: unknown } | undefined)?.description ?? ''),
            noindex: Boolean((data.meta as { noindex?: unknown } | undefined)?.noindex),
            image: (live.preview?.page ?? lastGood?.page)?.meta.image,
          }}
          problemBlocks={problemBlocks}
          width={width}
          hasCard={Boolean(data.card)}
          seo={<SeoPanel report={seoReport} goTo={goTo} />}
          onTextClick={editInPlace}
          onTextFocus={editOnFocus}
          editingHint={editing ? editingKeys : ''}
          overlay={link && <InlineLinkOffer key={`${link.spot.pointer} ${link.top} ${link.left}`} offer={link} {...linkActions} />}
          fields={holding ? undefined : data.blocks}
          moves={{
            kinds: (data.blocks ?? []).map((b) => String((b as { type?: unknown } | null)?.type)),
            name: kindName,
            refusal: sectionRefusal,
            onMove: moveSection,
          }}
          onBlockClick={(index, texts, isClickedPhoto) =>
            goTo(fieldForClick((checked as PageValue).blocks?.[index], index, texts, isClickedPhoto) ?? `/blocks/${index}`)
          }
        />
      </div>
      {publishing && (
        <PublishDialog
          file={page.file}
          onClose={() => setPublishing(false)}
          onDone={(answer) => {
            const { theirs } = answer;
            setNotice({
              kind: answer.ok ? 'good' : 'bad',
              text: answer.message,
              ...(answer.reviewUrl ? { link: { href: answer.reviewUrl, label: 'open the pull request' } } : {}),
              ...(theirs ? { action: { label: `Start from ${theirs.by}’s version`, run: () => startFrom(theirs) } } : {}),
            });
            onPublished();
          }}
        />
      )}
      {duplicating && onDuplicate && (
        <DuplicateDialog
          file={page.file}
          data={data as Record<string, unknown>}
          onCreate={onDuplicate}
          onClose={() => setDuplicating(false)}
        />
      )}
      {showingHistory && (
        <HistoryDialog
          file={page.file}
          schema={schema}
          current={data}
          onClose={() => setShowingHistory(false)}
          // The version as an edit of the form: checked, saved and sent for review like any other; Undo takes it back.
          onRestore={(version, said) => (history.set(version), setNotice({ kind: 'good', text: said }))}
        />
      )}
      {picking !== null && (
        <BlockPicker
          kinds={offered}
          where={pickerPlace(picking)}
          onPick={(kind) => addBlock(kind, picking)}
          onClose={() => setPicking(null)}
          library={
            <SectionLibrary
              pages={sitePages}
              exclude={page.file}
              kindTitle={offeredTitle}
              onPick={(entry) => addFromSite(entry, picking)}
            />
          }
        />
      )}
    </main>
  );
}
