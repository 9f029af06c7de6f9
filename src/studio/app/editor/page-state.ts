// The page editor's state, one concern per hook: the draft kept in the browser, the live check, the
// open block cards, the keyboard's undo and redo, and saving.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { wordsFor, type Check, type SavedPage, type StudioBackend } from '../../backend.ts';
import { byCount } from '../../../core/words.ts';
import { useBackend } from '../shell/backend-context.tsx';
import { useShownProblems } from './shown-problems.ts';

export type PageValue = { blocks?: unknown[]; meta?: { title?: string } } & Record<string, unknown>;

/** A page's data as its file's text: JSON indented by two spaces, with a newline at the end. */
export const pageText = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`;
const draftKey = (file: string) => `page-studio:${file}`;

/** An edit left unsaved in this browser: the page, and a new page's placeholders by their places in it. */
export interface PageDraft {
  data: PageValue;
  placeholders?: Record<string, string>;
}

/** An edit left unsaved in this browser, if the file is still the one it was made on. */
export function readPageDraft(file: string, base: string | null, onDisk: unknown): PageDraft | undefined {
  const saved = localStorage.getItem(draftKey(file));
  const parsed = saved ? (JSON.parse(saved) as PageDraft & { base: string | null }) : undefined;
  return parsed && parsed.base === base && pageText(parsed.data) !== pageText(onDisk) ? parsed : undefined;
}

/** What the preview shows for a photo whose description is still to write (the problem list asks for it). */
export const undescribedPhoto = 'A photo whose description is still to write';

/**
 * The page with a stand-in description for every photo still without one, or undefined when none lacks
 * one: a missing description is a problem to fix, but the page can still be shown with its new photo.
 */
export function withDescribedPhotos(data: PageValue): PageValue | undefined {
  let found = false;
  const described = JSON.parse(JSON.stringify(data), (_key, value: unknown) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const photo = value as { src?: unknown; alt?: unknown };
    if (typeof photo.src !== 'string' || !photo.src || (typeof photo.alt === 'string' && photo.alt.trim())) return value;
    found = true;
    return { ...photo, alt: undescribedPhoto };
  }) as PageValue;
  return found ? described : undefined;
}

/**
 * Every edit: kept as a draft while it is unsaved (it survives a reload; a new page's `placeholders` with
 * it, by their places in the page as edited), then checked and rendered by
 * the server after a pause in typing (as `checked`: a new page with its placeholders in the texts still to
 * write). `checking` is true until the check of the current text is back.
 * `preview` is what the preview shows: the check itself, or when only a photo's missing description kept
 * it from rendering, the page rendered with a stand-in description, so a new photo shows at once.
 * `shown` is the problems to show now, with the page they were found on (see useShownProblems).
 */
export function useLiveCheck(
  file: string,
  data: PageValue,
  base: string | null,
  dirty: boolean,
  checked: unknown = data,
  placeholders?: Record<string, string>,
) {
  const [check, setCheck] = useState<(Check & { checkedText: string }) | null>(null);
  const [standIn, setStandIn] = useState<Check | null>(null);
  // Why the last check could not be made (GitHub or the studio's server not answering), in the backend's words.
  const [problem, setProblem] = useState<string | null>(null);
  // Asks for the check again (Try again), with nothing edited.
  const [tries, setTries] = useState(0);
  const retry = useCallback(() => setTries((n) => n + 1), []);
  const backend = useBackend();
  const latest = useRef(0);
  // The page as opened is checked at once, while the form is being drawn: only an edit waits for a pause in typing.
  const opening = useRef<{ text: string; answer: Promise<Check> } | null>(null);
  const opened = useRef(false);
  if (opening.current == null) {
    const text = pageText(checked);
    const answer = backend.check(file, text);
    answer.catch(() => undefined);
    opening.current = { text, answer };
  }
  useEffect(() => {
    if (dirty) localStorage.setItem(draftKey(file), JSON.stringify({ base, data, placeholders }));
    else localStorage.removeItem(draftKey(file));
    const id = ++latest.current;
    const text = pageText(checked);
    const asked = !opened.current && opening.current?.text === text ? opening.current.answer : undefined;
    opened.current = true;
    const timer = setTimeout(
      // The preview and the problems re-render as a low-priority update, so a key pressed meanwhile is never kept waiting.
      () =>
        void (asked ?? backend.check(file, text))
          .then(async (result) => {
            const described = result.page ? undefined : withDescribedPhotos(checked as PageValue);
            // Only for the preview: its problems are not the page's, and if it cannot be made the preview waits as before.
            const shown = described && (await backend.check(file, pageText(described)).catch(() => undefined));
            return { result, shown: shown?.page && shown.site && shown.path ? shown : null };
          })
          .then(
            ({ result, shown }) =>
              id === latest.current &&
              startTransition(() => {
                setProblem(null);
                setCheck({ ...result, checkedText: text });
                setStandIn(shown);
              }),
            (error: unknown) =>
              id === latest.current &&
              setProblem(
                wordsFor(
                  error,
                  'This edit could not be checked. Try again in a moment; your edit stays in this browser until it is saved.',
                ),
              ),
          ),
      asked ? 0 : 250,
    );
    return () => clearTimeout(timer);
  }, [backend, data, checked, dirty, base, file, tries, placeholders]);
  const preview = standIn ?? check;
  // The last check that could render the page: the preview keeps showing it while the page has a problem.
  const [lastGood, setLastGood] = useState<Check | null>(null);
  if (preview?.page && preview.site && preview.path && preview !== lastGood) setLastGood(preview);
  const shown = useShownProblems(check, checked);
  return { check, preview, shown, lastGood, checking: !check || pageText(checked) !== check.checkedText, problem, retry };
}

/** Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y) undo and redo the page, in the form's fields too. */
export function useUndoKeys(undo: () => void, redo: () => void) {
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
}

/** Ctrl+S (Cmd+S on a Mac) saves the page, as in any editor, instead of saving the browser's copy of the studio. */
export function useSaveKey(save: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 's') return;
      event.preventDefault();
      save();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [save]);
}

/** Where the item at `i` is once the item at `from` moved to `to`. */
export const placeAfterMove = (i: number, from: number, to: number) =>
  i === from ? to : from < to && i > from && i <= to ? i - 1 : from > to && i >= to && i < from ? i + 1 : i;

/** Which block cards are open; a moved block's card moves with it. */
export function useBlockCards() {
  const [openBlocks, setOpenBlocks] = useState<Set<number>>(() => new Set());
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
  /** A section was inserted at `at`: the cards after it move down one, and the new one is open. */
  const insertedBlock = useCallback((at: number) => {
    setOpenBlocks((was) => new Set([...[...was].map((i) => (i >= at ? i + 1 : i)), at]));
  }, []);
  /** A section was taken from `from` and put at `to`: every open card stays with its section. */
  const reorderedBlocks = useCallback((from: number, to: number) => {
    setOpenBlocks((was) => new Set([...was].map((i) => placeAfterMove(i, from, to))));
  }, []);
  return { openBlocks, toggleBlock, movedBlock, insertedBlock, reorderedBlocks };
}

export type Notice = {
  kind: 'good' | 'bad';
  text: string;
  link?: { href: string; label: string };
  /** A list under the text (the pages that still link to an old address). */
  list?: { label: string; items: string[] };
  /** A button in the banner (Undo, Update links). */
  action?: { label: string; run: () => void };
};
export type Conflict = { hash: string | null; text?: string };

/**
 * Said after a live page's address changed: the old address redirects, and the pages that still link to
 * it can be updated with one button.
 */
function renamedNotice(
  { from, to, menuLinks, linking }: NonNullable<SavedPage['renamed']>,
  setNotice: (notice: Notice | null) => void,
  backend: StudioBackend,
): Notice {
  const menus = menuLinks
    ? ` The site's menu and footer ${byCount(menuLinks, 'link', 'links')} to it now ${byCount(menuLinks, 'leads', 'lead')} there too.`
    : '';
  const text = `Saved. The old address ${from} now sends visitors to ${to}.${menus}`;
  if (!linking.length) return { kind: 'good', text };
  const pages = byCount(linking.length, 'this page', `these ${linking.length} pages`);
  const update = async () => {
    try {
      const result = await backend.updateLinks(from, to, linking);
      setNotice(
        'updated' in result
          ? {
              kind: 'good',
              text: `Links updated: ${linking.map((p) => p.title).join(', ')} now ${byCount(linking.length, 'links', 'link')} to ${to}.`,
            }
          : { kind: 'bad', text: result.refused.error },
      );
    } catch {
      setNotice({ kind: 'bad', text: 'The links were not updated: the studio did not answer. Is it still running?' });
    }
  };
  return {
    kind: 'good',
    text: `${text} ${byCount(linking.length, 'One page still links', `${linking.length} pages still link`)} to the old address (it keeps working through the redirect):`,
    list: { label: 'Pages that link to the old address', items: linking.map((p) => `${p.title} (${p.path})`) },
    action: { label: `Update links on ${pages}`, run: () => void update() },
  };
}

/**
 * Saving: what the file held when opened (its fingerprint, and the text that counts as "no changes"), the
 * answer of the last save, and a conflict when the file changed on disk meanwhile.
 */
export function useSave(
  file: string,
  initialBase: string | null,
  initialData: unknown,
  onSaved: (file: string) => void,
  setNotice: (notice: Notice | null) => void,
) {
  const [base, setBase] = useState(initialBase);
  const [savedText, setSavedText] = useState(() => (initialBase === null ? '' : pageText(initialData)));
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const backend = useBackend();

  // What a save reads and sets outside React's renders: a save started from an earlier render's closure
  // (a timer, an effect) still builds on the last save's fingerprint, and never runs beside another save.
  const latestBase = useRef(base);
  const underWay = useRef(false);

  /**
   * Saves `data` over the version `over` (the last one opened or saved, unless told). A save asked while
   * another is under way is not sent: it would go with the fingerprint from before that save, and the
   * studio would answer the editor's own save as a change made elsewhere.
   */
  const save = async (data: PageValue, over: string | null = latestBase.current) => {
    if (underWay.current) return;
    underWay.current = true;
    setSaving(true);
    setNotice(null);
    try {
      const result = await backend.save(file, data, over);
      if ('saved' in result) {
        const { hash, linkNeeded, renamed } = result.saved;
        latestBase.current = hash;
        setBase(hash);
        setSavedText(pageText(data));
        setConflict(null);
        localStorage.removeItem(draftKey(file));
        setNotice(
          renamed
            ? renamedNotice(renamed, setNotice, backend)
            : {
                kind: 'good',
                text: linkNeeded
                  ? 'Saved. No page links to it yet: link to it from a related page (for example in its text) and save that page too, before you publish.'
                  : 'Saved. Send it for review when you are ready.',
              },
        );
        onSaved(file);
      } else if ('conflict' in result) {
        setConflict({ hash: result.conflict.hash, text: result.conflict.text });
      } else {
        setNotice({ kind: 'bad', text: result.refused.error });
      }
    } catch {
      setNotice({
        kind: 'bad',
        text: 'Not saved: the studio did not answer. Is it still running? Your edits are still here.',
      });
    } finally {
      underWay.current = false;
      setSaving(false);
    }
  };

  /** Takes the version on disk as the new starting point, after a conflict. */
  const adoptDisk = (theirs: PageValue, hash: string | null) => {
    setSavedText(pageText(theirs));
    latestBase.current = hash;
    setBase(hash);
    setConflict(null);
  };

  return { base, savedText, saving, conflict, save, adoptDisk };
}
