// One page in the studio: the form generated from the schema beside the live preview and the search and
// share previews. Every edit is checked by the code of npm run validate; Save writes the file only when
// that check finds nothing, and never over a file that changed on disk since it was opened.
// This file is where each part sits and how they are wired; each feature is a hook or a component of its own:
// useUndoHistory, useNotices and EditorNotices, usePageProblems, EditorBar, useEditorView, useRemovalUndo,
// ../form/usePageForm, ../sections/useSectionActions, ../preview/usePreviewEditing, ../review/usePublishing,
// ../review/review-after (the page's state as a save or a send leaves it, at once), and a headline test's
// versions (../preview/useVersionPreview and VersionBar: the version the preview shows and edits;
// "Try another headline" in the form, and ending the test with its notice's Undo (useEndTest); each one Undo
// step, engine/headline-test).
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useTransition, type ReactNode } from 'react';
import type { ReviewState } from '../../backend.ts';
import { BlockPicker, PreviewPane, ProblemList } from './EditorParts.tsx';
import { EditorNotices } from './EditorNotices.tsx';
import { SeoPanel, useSeoReport } from '../seo/SeoPanel.tsx';
import { PublishDialog } from '../review/Publish.tsx';
import { HistoryDialog } from '../history/History.tsx';
import { DuplicateDialog } from './DuplicateDialog.tsx';
import type { NewPageDraft } from '../shell/StartScreen.tsx';
import { ReviewComments } from '../review/ReviewStatus.tsx';
import { pageText, useBlockCards, useLiveCheck, useSave, useUndoKeys, type PageValue } from './page-state.ts';
import { allowsLinks, fieldPlace, fieldSchemaAt, type BlockKind } from '../../shared/schema-helpers.ts';
import { listTitle } from '../../shared/page-list.ts';
import type { PageFile } from '../../../generated/page.ts';
import { fieldSelector, firstControl } from './focus.ts';
import { useBackend } from '../shell/backend-context.tsx';
import { fieldForClick } from '../preview/preview-fields.ts';
import { editingKeys } from '../preview/inline-editing.ts';
import { InlineLinkOffer } from '../preview/InlineLinkOffer.tsx';
import { usePageForm } from '../form/usePageForm.tsx';
import { NextToWrite, ToWriteList, useToWrite, useToWriteHints, useToWriteMarks } from './to-write.tsx';
import { DragHelp, MovesSaid } from '../sections/list-drag.tsx';
import { formDragHelpId } from '../form/list-templates.tsx';
import { SectionList } from '../sections/SectionList.tsx';
import { SectionLibrary } from '../sections/SectionLibrary.tsx';
import type { LibraryPage } from '../sections/section-library.ts';
import { useSectionActions } from '../sections/useSectionActions.ts';
import { usePreviewEditing } from '../preview/usePreviewEditing.ts';
import { usePublishing } from '../review/usePublishing.ts';
import { useReviewAfter } from '../review/review-after.ts';
import { EditorBar } from './EditorBar.tsx';
import { useEditorView } from './useEditorView.ts';
import { useNotices } from './useNotices.ts';
import { usePageProblems } from './usePageProblems.ts';
import { useEndTest } from './useEndTest.ts';
import { useRemovalUndo } from './useRemovalUndo.ts';
import { useUndoHistory } from './useUndoHistory.ts';
import { useVersionPreview } from '../preview/useVersionPreview.ts';
import { VersionBar } from '../preview/VersionBar.tsx';
import { addRefusal, addVersion, sameAsWritten, versionTextField } from '../../engine/headline-test.ts';

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
  /** The page's state as shown (the list's, or what a save or a send made it), each time it changes, before it is painted. */
  onReviewShown?: (review: ReviewState | undefined) => void;
  /** Opens a copy of the page (Duplicate this page) as a new page in the editor. */
  onDuplicate?: (draft: NewPageDraft) => void;
  /** Whether a page in review's publish time can be changed here (where the site's reviews can be read). */
  canSchedule?: boolean;
  /** The site's pages as listed, for the picker's sections from this site (read only when it opens). */
  sitePages?: readonly LibraryPage[];
}

export function PageEditor({
  page,
  schema,
  kinds,
  onSaved,
  onDirtyChange,
  toolbar,
  review: listed,
  onPublished,
  onReviewShown,
  onDuplicate,
  canSchedule,
  sitePages,
}: Props) {
  const validator = useBackend().formValidator;
  const { history, restored, discardDraft, afterTyping, undo, redo } = useUndoHistory(page, schema);
  const [handingOver, startHandover] = useTransition();
  const data = history.value;
  const setPage = history.set;
  const { notice, setNotice, dismiss } = useNotices();
  const [showingHistory, setShowingHistory] = useState(false);
  const [duplicating, setDuplicating] = useState(false);
  // The page's state as the list gives it, or as the last save or send made it until the list answers again.
  const after = useReviewAfter(listed);
  const review = after.review;
  // Before the paint, so the top bar's count and this page's badge change in one frame.
  useLayoutEffect(() => onReviewShown?.(review), [onReviewShown, review]);
  const saving = useSave(
    page.file,
    page.base,
    page.data,
    (file) => {
      after.saved();
      onSaved(file);
    },
    setNotice,
  );
  const publishing = usePublishing(page.file, setPage, setNotice, (answer) => {
    after.sent(answer);
    onPublished();
  });
  const dirty = pageText(data) !== saving.savedText;
  // A new page is checked and previewed with placeholders in its texts still to write (so are the sections and
  // items added to any page); a new page's problems show once touched.
  const { checked, toWrite, shown } = useToWrite(data, history.placeholders, Boolean(page.placeholders));
  const toWriteHints = useToWriteHints(checked, toWrite);
  const live = useLiveCheck(page.file, data, saving.base, dirty, checked, history.placeholders);
  const { check, lastGood, checking, problem: checkProblem, retry: checkAgain } = live;
  useToWriteMarks(shown, live.preview);
  const seoReport = useSeoReport(live.preview, checked);
  const { openBlocks, toggleBlock, movedBlock, insertedBlock, reorderedBlocks } = useBlockCards();
  const { width, setWidth, view, setView, goTo } = useEditorView(toggleBlock);
  useUndoKeys(undo, redo);
  // Opening a page puts the editor in its first field, ready to type, with the page shown from its top (its
  // name, its address, then that field). A scroll to the field as it takes the keyboard was measured on a
  // form still being laid out: on a phone it left the page a screen below the field.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      window.scrollTo({ top: 0, behavior: 'instant' });
      firstControl(document.querySelector('.studio-form form'), fieldSelector)?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  useEffect(() => {
    onDirtyChange(dirty);
  }, [dirty, onDirtyChange]);

  const { problems, checkedPage, blocking, extraErrors, refuse, problemBlocks } = usePageProblems(live, toWrite, data, page, setNotice);
  const placeOf = useMemo(() => fieldPlace(schema), [schema]);
  // The page as last rendered, for what is asked between renders (a removal's Undo, a move's or a paste's refusal).
  const current = useRef(data);
  useEffect(() => {
    current.current = data;
  });
  const removing = useRemovalUndo(data, current, setPage, setNotice);
  const { set, step } = history;
  const sections = useSectionActions({ data, current, kinds, set, step, afterTyping, insertedBlock, reorderedBlocks, setNotice, goTo });
  const { kindMap, moveItem, refusalOf, pick, picking, kindName, moveSection, sectionRefusal } = sections;
  const versions = useVersionPreview({ file: page.file, data, current, setPage, step });
  const linksAllowed = useCallback((pointer: string) => allowsLinks(fieldSchemaAt(schema, current.current, pointer)), [schema]);
  const inline = usePreviewEditing({
    data: versions.shown,
    setPage: versions.setShown,
    step: versions.stepShown,
    toggleBlock,
    checkedText: versions.showing ? versions.check?.checkedText : check?.checkedText,
    preview: versions.showing ? versions.check : live.preview,
    lastGood: versions.showing ? versions.lastGood : lastGood,
    linksAllowed,
  });
  const route = check?.path ?? lastGood?.path ?? page.path ?? '';
  // "Try another headline": a version of the section's headline added (the test started if there is none), shown in the preview.
  const tryHeadline = useRef((_index: number) => {});
  const addHeadlineVersion = (index: number) => {
    const refusal = addRefusal(current.current, index);
    if (refusal) return setNotice({ kind: 'bad', text: refusal });
    const { version } = addVersion(current.current, index, route, new Date());
    step((now) => addVersion(now, index, route, new Date()).page);
    versions.setVersion(version);
    setNotice({
      kind: 'good',
      text: `Version ${version} added to the headline test, with the page’s words to rewrite. The preview shows it: click its headline there to write the words to try, or write them under Headline test in the form.`,
    });
  };
  useEffect(() => {
    tryHeadline.current = addHeadlineVersion;
  });
  const tryHeadlineStable = useCallback((index: number) => tryHeadline.current(index), []);
  const endTheTest = useEndTest({ data, step, undo, showVersion: versions.setVersion, setNotice });
  const form = usePageForm({
    ...{ schema, data, validator, extraErrors, setPage, startHandover },
    context: {
      pageFile: page.file,
      kinds: kindMap,
      openBlocks,
      toggleBlock,
      movedBlock,
      addSection: pick,
      removing,
      moveItem,
      moveRefusal: refusalOf,
      editInPreviewRef: inline.editInPreviewRef,
      tryHeadline: tryHeadlineStable,
      toWriteHints,
    },
  });
  const saveNow = useCallback(() => void saving.save(data), [saving, data]);

  const pageName = listTitle(data as Partial<PageFile>, route) || 'New page';
  const save = { dirty, checking, blocking, toWrite: toWrite.length, handingOver, saving: saving.saving, save: saveNow, refuse };
  return (
    <main className="studio-editor" aria-labelledby="studio-page-heading">
      <MovesSaid />
      <DragHelp id={formDragHelpId} />
      <EditorBar
        {...{ toolbar, pageName, route, review, dirty, undo, redo, width, setWidth, save, view, setView }}
        canUndo={history.canUndo}
        canRedo={history.canRedo}
        onHistory={page.base !== null ? () => setShowingHistory(true) : undefined}
        onDuplicate={page.base !== null && onDuplicate ? () => setDuplicating(true) : undefined}
        onPublish={publishing.open}
        canSchedule={canSchedule}
      />
      <EditorNotices
        {...{ restored, notice, checkProblem, elsewhere: publishing.elsewhere, conflict: saving.conflict }}
        onDiscard={discardDraft}
        onDismiss={dismiss}
        onStartFrom={publishing.startFrom}
        onCheckAgain={checkAgain}
        onLoadTheirs={() => {
          const theirs = JSON.parse(saving.conflict!.text!) as PageValue;
          history.set(theirs);
          saving.adoptDisk(theirs, saving.conflict!.hash);
        }}
        onKeepMine={() => void saving.save(data, saving.conflict!.hash)}
      />
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
            paste={sections.paste}
          />
          {form}
          <NextToWrite toWrite={toWrite} page={data} placeOf={placeOf} goTo={goTo} />
        </section>
        <PreviewPane
          check={inline.previewCheck}
          lastGood={inline.previewLastGood}
          meta={{
            // A new page's search title and description still to write show as their placeholders.
            title: String(((checked as PageValue).meta as { title?: unknown } | undefined)?.title ?? ''),
            description: String(((checked as PageValue).meta as { description?: unknown } | undefined)?.description ?? ''),
            noindex: Boolean((data.meta as { noindex?: unknown } | undefined)?.noindex),
            toWrite: { title: toWrite.includes('/meta/title'), description: toWrite.includes('/meta/description') },
            image: (live.preview?.page ?? lastGood?.page)?.meta.image,
          }}
          problemBlocks={problemBlocks}
          width={width}
          hasCard={Boolean(data.card)}
          seo={<SeoPanel report={seoReport} goTo={goTo} page={checked} placeOf={placeOf} />}
          onTextClick={inline.editInPlace}
          onTextFocus={inline.editOnFocus}
          editingHint={inline.editing ? editingKeys : ''}
          overlay={
            inline.link && (
              <InlineLinkOffer
                key={`${inline.link.spot.pointer} ${inline.link.top} ${inline.link.left}`}
                offer={inline.link}
                {...inline.linkActions}
              />
            )
          }
          fields={inline.holding ? undefined : versions.shown.blocks}
          versions={
            <VersionBar
              versions={versions.versions}
              version={versions.version}
              onShow={versions.setVersion}
              unchanged={versions.showing && sameAsWritten(data, versions.version)}
              onEnd={endTheTest}
            />
          }
          moves={{
            kinds: (data.blocks ?? []).map((b) => String((b as { type?: unknown } | null)?.type)),
            name: kindName,
            refusal: sectionRefusal,
            onMove: moveSection,
          }}
          onBlockClick={(index, texts, isClickedPhoto) => {
            const field = fieldForClick((checked as PageValue).blocks?.[index], index, texts, isClickedPhoto) ?? `/blocks/${index}`;
            // While a version shows, the words it changes are written in its own field (a tap on a phone leads there).
            goTo((versions.showing && versionTextField(data, versions.version, field)) || field);
          }}
        />
      </div>
      {publishing.purpose && (
        <PublishDialog file={page.file} purpose={publishing.purpose} onClose={publishing.close} onDone={publishing.done} />
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
          kinds={sections.offered}
          where={sections.pickerPlace(picking)}
          onPick={(kind) => sections.addBlock(kind, picking)}
          onClose={sections.close}
          library={
            <SectionLibrary
              pages={sitePages}
              exclude={page.file}
              kindTitle={sections.offeredTitle}
              onPick={(entry) => sections.addFromSite(entry, picking)}
            />
          }
        />
      )}
    </main>
  );
}
