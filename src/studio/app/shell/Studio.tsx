// The page studio: a start screen of every page; a page editor whose form is generated from the page
// schema, checked by the same code as npm run validate and previewed with the site's real block renderer;
// Save; Publish for review. It runs on the backend it is mounted with (src/studio/app/shell/mount.tsx): this
// computer's files (npm run studio, at /_editor) or a GitHub repository (the studio on the web, /studio/).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { wordsFor, type PageEntry, type PageFileList, type ReviewNews, type ReviewState } from '../../backend.ts';
import { plural } from '../../../core/words.ts';
import { useBackend } from './backend-context.tsx';
import { PageEditor, type OpenPage } from '../editor/PageEditor.tsx';
import { blockKinds, withFieldLabels } from '../../shared/schema-helpers.ts';
import { StartScreen, type NewPageDraft } from './StartScreen.tsx';
import { useRefreshWhileShown } from './useRefreshWhileShown.ts';

const fileFromHash = () => (location.hash.startsWith('#/page/') ? decodeURIComponent(location.hash.slice('#/page/'.length)) : '');
/** A listed page as the editor opens it: its data and the fingerprint of the text it came from. */
const openEntry = (entry: PageEntry): OpenPage => ({ file: entry.file, path: entry.path, data: JSON.parse(entry.text), base: entry.hash });
const leaveQuestion = 'This page has unsaved changes. Leave it without saving them?';
/** The list with what the site's host said of its pages, for each page whose state in the list is the one that was refined. */
const withNews = (list: PageFileList | null, news: ReviewNews | null): PageFileList | null =>
  list && news
    ? {
        ...list,
        pages: list.pages.map((p) => {
          const said = news.states[p.file];
          return said && said.from === p.review.state ? { ...p, review: said.review } : p;
        }),
      }
    : list;
/** A failure to load with no words of its own (not the backend's): what the editor can do. */
const loadFailed =
  'The studio could not reach where the pages are kept. Check the internet connection, then try again; if it keeps happening, tell a developer. Nothing you saved is lost.';

export interface StudioOptions {
  /** Who is signed in, and how to sign out (the studio on the web); the local studio has no account. */
  account?: { login: string; signOut(): void };
  /** The repository the signed-in account may read but not change, as owner/name: the studio says so up front. */
  readOnly?: { repository: string };
}

/** The studio's top bar: its name, how many saved pages are not yet sent for review, and who is signed in. */
function StudioHeader({
  list,
  open,
  account,
}: {
  list: PageFileList | null;
  /** The open page's state as its editor shows it (a save or a send counts at once, before the list answers again). */
  open?: { file: string; review: ReviewState | undefined };
  account: StudioOptions['account'];
}) {
  const states = new Map<string, ReviewState['state'] | undefined>(list?.pages.map((p) => [p.file, p.review.state]));
  if (open) states.set(open.file, open.review?.state);
  const changed = [...states.values()].filter((state) => state === 'changed').length;
  return (
    // Named: the preview's page has a banner of its own.
    <header className="studio-header" aria-label="Page studio">
      <a href="#/" className="studio-brand">
        Page studio
      </a>
      <span className="studio-description">
        {changed ? `${plural(changed, 'saved page')} not yet sent for review` : 'Nothing waiting to be sent for review'}
      </span>
      {account && (
        <span className="studio-account">
          <span>
            Signed in as <strong>{account.login}</strong>
          </span>
          <button type="button" className="studio-sign-out" onClick={() => account.signOut()}>
            Sign out
          </button>
        </span>
      )}
    </header>
  );
}

export function Studio({ account, readOnly }: StudioOptions) {
  const backend = useBackend();
  const [fromBackend, setList] = useState<PageFileList | null>(null);
  // What the host says of the pages in review (the local studio asks after the list, which never waits for it).
  const [news, setNews] = useState<ReviewNews | null>(null);
  const list = useMemo(() => withNews(fromBackend, news), [fromBackend, news]);
  const newsAsked = useRef(0);
  const [schema, setSchema] = useState<Record<string, unknown> | null>(null);
  const [open, setOpen] = useState<OpenPage | null>(null);
  // The open page's state as its editor shows it, for the top bar's count.
  const [shown, setShown] = useState<{ file: string; review: ReviewState | undefined } | null>(null);
  const openFile = open?.file;
  const reviewShown = useCallback(
    (review: ReviewState | undefined) =>
      openFile && setShown((was) => (was?.file === openFile && was.review === review ? was : { file: openFile, review })),
    [openFile],
  );
  const [newPages, setNewPages] = useState<Record<string, NewPageDraft>>({});
  const dirty = useRef(false);
  const hashShown = useRef(location.hash);

  // Why the pages (or the form's schema) could not be loaded, in the backend's words; null once they are.
  const [problem, setProblem] = useState<string | null>(null);
  const listed = useRef(false);
  const schemaLoaded = useRef(false);

  /** The latest ask of the list: an earlier one's answer, arriving after it, is not shown. */
  const listAsked = useRef(0);
  /** What the host says of the pages, as last asked: the next timed ask waits for it. */
  const newsPending = useRef<Promise<unknown>>(Promise.resolve());

  /**
   * Loads the list (and the schema, until it has come): answers whether it could. A failure is shown on the
   * start screen with Try again, which calls this again; it never goes unhandled, and a timed ask's
   * (`quietly`) is not shown: the list stands as it was. The page in the address opens once the first list
   * arrives; later loads never reopen it over edits.
   */
  const load = useCallback(
    async (quietly: boolean): Promise<boolean> => {
      const asked = ++listAsked.current;
      try {
        const [pages] = await Promise.all([
          backend.pages(),
          schemaLoaded.current ||
            backend.schema().then((bundled) => {
              schemaLoaded.current = true;
              setSchema(withFieldLabels(bundled));
            }),
        ]);
        if (asked !== listAsked.current) return true;
        setList(pages);
        setProblem(null);
        // Only the latest answer stands (an earlier one may arrive after it).
        const newsAsk = ++newsAsked.current;
        newsPending.current =
          backend.reviews?.().then(
            (said) => newsAsk === newsAsked.current && setNews(said),
            () => undefined,
          ) ?? Promise.resolve();
        if (!listed.current) {
          listed.current = true;
          const entry = pages.pages.find((p) => p.file === fileFromHash());
          if (entry) setOpen(openEntry(entry));
        }
        return true;
      } catch (error) {
        if (!quietly && asked === listAsked.current) setProblem(wordsFor(error, loadFailed));
        return false;
      }
    },
    [backend],
  );
  const refresh = useCallback(() => load(false), [load]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  // The states asked again every minute while the studio is in sight, the host's word included, one ask at a time.
  useRefreshWhileShown(
    useCallback(async () => {
      if (await load(true)) await newsPending.current;
    }, [load]),
  );
  const kinds = useMemo(() => (schema ? blockKinds(schema) : []), [schema]);

  // The address says which page is open, so a reload or the back button lands where it should.
  const show = useCallback(
    (file: string) => {
      if (!file) return setOpen(null);
      const draft = newPages[file];
      if (draft) return setOpen({ file, path: draft.path, data: draft.page, base: null, placeholders: draft.placeholders });
      const entry = list?.pages.find((p) => p.file === file);
      if (entry) setOpen(openEntry(entry));
    },
    [list, newPages],
  );
  useEffect(() => {
    const onHash = () => {
      if (dirty.current && !confirm(leaveQuestion)) {
        history.replaceState(null, '', hashShown.current);
        return;
      }
      hashShown.current = location.hash;
      dirty.current = false;
      show(fileFromHash());
      if (!fileFromHash()) void refresh();
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [show, refresh]);
  useEffect(() => {
    const onLeave = (event: BeforeUnloadEvent) => {
      if (dirty.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', onLeave);
    return () => window.removeEventListener('beforeunload', onLeave);
  }, []);
  useEffect(() => {
    document.title = open ? `${open.path || open.file} · Page studio` : 'Page studio';
  }, [open]);
  // The last page open, for the start screen to put the keyboard back on its link.
  const lastOpen = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (open) lastOpen.current = open.file;
  }, [open]);

  const go = (hash: string) => {
    location.hash = hash;
  };
  const create = (draft: NewPageDraft) => {
    setNewPages((was) => ({ ...was, [draft.file]: draft }));
    setOpen({ file: draft.file, path: draft.path, data: draft.page, base: null, placeholders: draft.placeholders });
    hashShown.current = `#/page/${draft.file}`;
    history.pushState(null, '', hashShown.current);
  };
  const toolbar = (
    <>
      <a href="#/" className="studio-back">
        ← All pages
      </a>
    </>
  );
  return (
    <div className="studio">
      <StudioHeader list={list} open={shown && shown.file === open?.file ? shown : undefined} account={account} />
      {readOnly && (
        <p className="studio-read-only" role="note">
          You can read these pages, but GitHub does not let {account ? <strong>{account.login}</strong> : 'this account'} change them. Ask
          an owner of {readOnly.repository} for write access; until then, what you edit stays in this browser.
        </p>
      )}
      {open && schema ? (
        <PageEditor
          key={open.file}
          page={open}
          schema={schema}
          kinds={kinds}
          toolbar={toolbar}
          onDirtyChange={(value) => (dirty.current = value)}
          review={list?.pages.find((p) => p.file === open.file)?.review}
          onSaved={(file: string) => {
            setNewPages(({ [file]: _done, ...rest }) => rest);
            void refresh();
          }}
          onPublished={() => void refresh()}
          onReviewShown={reviewShown}
          // A publish time can be changed only where the site's reviews can be read: on the web always; on this
          // computer once the host has said they can be (not before it answers, nor on a copy not on GitHub or not signed in).
          canSchedule={backend.reviews ? news !== null && !news.note : true}
          onDuplicate={(draft) => {
            if (dirty.current && !confirm(leaveQuestion)) return;
            create(draft);
          }}
          sitePages={list?.pages}
        />
      ) : (
        <StartScreen
          list={list}
          reviewNote={news?.note}
          cameFrom={() => lastOpen.current}
          schema={schema}
          problem={problem}
          onRetry={refresh}
          onOpen={(file) => go(`#/page/${file}`)}
          onCreate={(draft) => {
            if (dirty.current && !confirm(leaveQuestion)) return;
            create(draft);
          }}
        />
      )}
    </div>
  );
}
