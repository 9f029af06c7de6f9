// The site's repository as the studio on the web reads it: the default branch's pages once (one tree,
// then each page's blob, most of them from the snapshot the studio was built with), the pages in review as
// their branches have them, and the pages saved in this browser in their place; with the content core
// pointed at it, so every check and render runs on what the editor sees.
import quickValidators from 'virtual:studio-quick-validators';
import { hrefPattern, photos as builtPhotos, schemas } from 'virtual:studio-data';
import { EditChecker } from '../../../core/content/edit-check.ts';
import { checkEdit } from '../../engine/pages.ts';
import type { ContentHost, SchemaKind, Validator } from '../../../core/content/host.ts';
import { blockBuilds } from '../../../generated/block-builds.ts';
import { isPageFile, isRedirectFile, pathFromFile, type ContentSource } from '../../../core/content/load.ts';
import { withoutBom } from '../../../core/json-source.ts';
import { readPhotoHeader } from '../../../core/photos/dimensions.ts';
import type { PageFile } from '../../../generated/page.ts';
import { gitBlobSha, type GitHubClient, type PullInfo } from '../client.ts';
import type { DraftStore } from '../drafts.ts';
import { beginFirstRead, type FirstRead } from '../first-read.ts';
import { earlierReviewBranch, newReviewBranchNames, pageOfBranch, reviewBranch, reviewBranchNames } from '../../shared/review-branch.ts';
import { isPageFilePath } from '../../shared/file-names.ts';
import { endedReviews } from './ended-reviews.ts';
import { inPages, type Snapshot } from './snapshot.ts';
import { inBatches } from '../../shared/in-batches.ts';
import { FullValidatorsNeeded, repoPagesDir, repoHost, repoPhotosDir, repoPublicDir, rootedPath, type PhotoFacts } from '../repo-host.ts';
import type { GitHubSession } from './session.ts';

/**
 * Which page each open review is of: a pull request is a page's review when its branch has one of the page's
 * names (review-branch.ts) and changes the page's file; its own name, where no other page had it before
 * names were one per page file, needs nothing more. Its earlier name, or one another page held, counts only
 * for the page whose file it changes.
 */
async function reviewsOfPages(
  client: GitHubClient,
  pages: Snapshot['pages'],
  pulls: PullInfo[],
  found: (inRepo: string, branch: string, there: { sha: string } | undefined) => Promise<void>,
) {
  const earlier = new Map<string, number>();
  for (const inRepo of pages.keys()) earlier.set(earlierReviewBranch(inRepo), (earlier.get(earlierReviewBranch(inRepo)) ?? 0) + 1);
  const pagesOfName = new Map<string, { inRepo: string; rank: number }[]>();
  for (const inRepo of pages.keys())
    reviewBranchNames(inRepo).forEach((name, rank) => pagesOfName.set(name, [...(pagesOfName.get(name) ?? []), { inRepo, rank }]));
  const best = new Map<string, { rank: number; branch: string; there: { sha: string } | undefined }>();
  await inBatches(
    pulls.filter((p) => pagesOfName.has(p.head)),
    async (pull) => {
      const tree = (await client.tree(pull.head)).files;
      for (const { inRepo, rank } of pagesOfName.get(pull.head)!) {
        const there = tree.find((f) => f.path === inRepo);
        const changes = there !== undefined && there.sha !== pages.get(inRepo)?.sha;
        const others = (earlier.get(pull.head) ?? 0) - (earlierReviewBranch(inRepo) === pull.head ? 1 : 0);
        const ownName = pull.head === reviewBranch(inRepo) && others === 0;
        if ((changes || ownName) && rank < (best.get(inRepo)?.rank ?? Infinity)) best.set(inRepo, { rank, branch: pull.head, there });
      }
    },
  );
  for (const [inRepo, { branch, there }] of best) await found(inRepo, branch, there);
  // A review of a page the site's branch does not have yet (a new page, a copy): its branch has its name and adds its file.
  await inBatches(
    pulls.filter((p) => !pagesOfName.has(p.head)),
    async (pull) => {
      const inRepo = pageOfBranch(pull.head);
      if (!isPageFilePath(inRepo) || pages.has(inRepo) || best.has(inRepo)) return;
      const there = (await client.tree(pull.head)).files.find((f) => f.path === inRepo);
      if (there) await found(inRepo, pull.head, there);
    },
  );
}

type Validators = Record<SchemaKind, Validator>;
/** The validators that report every error: ten times the quick ones' size, loaded once the studio has opened. */
let fullValidators: Validators | undefined;
let loadingFull: Promise<void> | undefined;
export const loadFullValidators = () =>
  (loadingFull ??= import('virtual:studio-validators').then(
    (module) => void (fullValidators = module.default),
    (error: unknown) => {
      loadingFull = undefined;
      throw error;
    },
  ));

const isContentFile = (path: string) => path.startsWith('pages/') && path.endsWith('.json');

/** A page's address, its file named in the pages folder: its own, else the one its file's place gives it. */
export const pageRoute = (file: string, data: unknown) =>
  ((data as Partial<PageFile> | undefined)?.path as string | undefined) ?? pathFromFile(repoPagesDir, rootedPath(inPages(file)));

/** The repository as this browser sees it, and the content core run on it. */
export type Repository = ReturnType<typeof openRepository>;

export function openRepository(session: GitHubSession, client: GitHubClient, drafts: DraftStore, firstRead: FirstRead | undefined) {
  let early = firstRead;
  const photoFacts = new Map<string, PhotoFacts>(Object.entries(builtPhotos));
  let snapshot: Promise<Snapshot> | undefined;
  let checker: EditChecker | undefined;
  let source: ContentSource | undefined;
  let host: ContentHost | undefined;
  /** The open pull requests were just read with the rest: the first list of the pages needs not ask again. */
  let pullsJustRead = false;
  const { closedWithoutMerging, endedSinceLastOpened } = endedReviews(session, client, drafts);

  /**
   * Reads the default branch: its tree, and the text of every file under pages/: from the snapshot the
   * studio was built with where the blob is the same (most pages, most days), else from GitHub.
   */
  async function read(): Promise<Snapshot> {
    const first = early ?? beginFirstRead(client, session);
    early = undefined;
    const [tree, built, pulls] = await Promise.all([first.tree, first.built, first.pulls]);
    const pageFiles = tree.files.filter((f) => isContentFile(f.path));
    const texts = await inBatches(pageFiles, async (f) => built[f.sha] ?? client.blobText(f.sha));
    // A photo added after the studio was built: its header is read once, from its blob.
    const newPhotos = tree.files.filter((f) => f.path.startsWith('photos/') && !photoFacts.has(f.path.slice('photos/'.length)));
    await inBatches(newPhotos, async (f) => {
      const bytes = await client.blobBytes(f.sha);
      photoFacts.set(f.path.slice('photos/'.length), { bytes: f.size, ...readPhotoHeader(bytes) });
    });
    // Photos added in this browser and not yet published: the checks know them as the files they will be.
    for (const path of await drafts.photos().catch(() => [] as string[])) {
      const bytes = await drafts.photo(path);
      if (bytes) photoFacts.set(path.slice('photos/'.length), { bytes: bytes.length, ...readPhotoHeader(bytes) });
    }
    const pages = new Map(pageFiles.map((f, i) => [f.path, { sha: f.sha, text: texts[i]! }]));
    const reviews = new Map<string, { sha: string; text: string }>();
    const branches = new Map<string, string>();
    await readReviews(pages, reviews, branches, pulls);
    host = repoHost({
      quick: quickValidators,
      full: () => fullValidators,
      schemas,
      hrefPattern,
      files: tree.files.map((f) => f.path),
      photos: photoFacts,
    });
    const current: Snapshot = {
      commit: tree.commit,
      pages,
      files: tree.files.map((f) => f.path),
      pulls: new Map(pulls.map((p) => [p.head, p])),
      branches,
      photos: new Map(tree.files.filter((f) => f.path.startsWith('photos/')).map((f) => [f.path.slice('photos/'.length), f.sha])),
      reviews,
      closed: new Map(),
    };
    await endedSinceLastOpened(current, pulls);
    pullsJustRead = true;
    source = contentSource(current);
    // The start screen's problem counts come from the same load as the edit checks' index.
    checker = new EditChecker(source, repoPublicDir, repoPhotosDir, true);
    return current;
  }

  /** A page in review is edited as its branch has it: the version last sent, which the next send builds on. */
  async function readReviews(pages: Snapshot['pages'], reviews: Snapshot['reviews'], branches: Snapshot['branches'], pulls: PullInfo[]) {
    await reviewsOfPages(client, pages, pulls, async (inRepo, branch, there) => {
      branches.set(inRepo, branch);
      if (there && there.sha !== pages.get(inRepo)?.sha)
        reviews.set(inRepo.slice('pages/'.length), { sha: there.sha, text: await client.blobText(there.sha) });
    });
  }

  /**
   * The review state asked of GitHub again (each time the studio shows its pages, once they were read): the
   * open pull requests, with the ETag of the last answer, so that while nothing changed GitHub answers 304
   * and the check costs no request of the rate limit. A review opened elsewhere is read; one closed or
   * merged is no longer shown in review. When GitHub cannot say, the state already read stands.
   */
  async function recheckReviews(): Promise<void> {
    if (!snapshot) return;
    const now = await loaded();
    if (pullsJustRead) {
      pullsJustRead = false;
      return;
    }
    let pulls: PullInfo[];
    try {
      pulls = await client.openPulls();
    } catch {
      return;
    }
    const open = new Set(pulls.map((p) => p.head));
    const closed = [...now.pulls.keys()].filter((head) => !open.has(head));
    const opened = pulls.filter((p) => !now.pulls.has(p.head));
    if (closed.length) await closedWithoutMerging(now, closed);
    for (const head of closed) now.pulls.delete(head);
    for (const [inRepo, branch] of now.branches) if (closed.includes(branch)) now.branches.delete(inRepo);
    for (const pull of pulls) now.pulls.set(pull.head, pull);
    if (!closed.length && !opened.length) return;
    await readReviews(now.pages, now.reviews, now.branches, opened).catch(() => undefined);
    invalidate();
  }

  /** The repository as read. A read that failed (the network, say) is tried again on the next call. */
  const loaded = async () => {
    snapshot ??= read().catch((error: unknown) => {
      snapshot = undefined;
      throw error;
    });
    return await snapshot;
  };

  /**
   * Runs the content core on the repository as read. Nearly every file passes the quick validators; one
   * that fails them needs the full ones for its messages: they are loaded, and the work is done again
   * (an index half built is dropped first).
   */
  async function inCore<T>(work: () => T): Promise<T> {
    await loaded();
    try {
      return work();
    } catch (error) {
      if (!(error instanceof FullValidatorsNeeded)) throw error;
      await loadFullValidators();
      checker!.invalidate();
      return work();
    }
  }

  /** The site's files changed in this browser (a save, a publish): its index is built again. */
  const invalidate = () => checker!.invalidate();

  /** The pages as this browser sees them: the default branch's, with the pages saved here in their place. */
  function contentSource(current: Snapshot): ContentSource {
    const text = (inRepo: string) => {
      const file = inRepo.slice('pages/'.length);
      return drafts.get(file)?.text ?? current.reviews.get(file)?.text ?? current.pages.get(inRepo)?.text;
    };
    const relative = (file: string) => file.slice(repoPagesDir.length + 1);
    return {
      core: { host: host!, blocks: blockBuilds },
      dir: repoPagesDir,
      list: () =>
        [
          ...new Set([
            ...[...current.pages.keys()].map(rootedPath),
            // A page in review only (new, not on the site's branch yet) is listed as its review has it.
            ...[...current.reviews.keys()].map((file) => rootedPath(inPages(file))),
            ...drafts.all().map((d) => rootedPath(inPages(d.file))),
          ]),
        ]
          .filter((file) => isPageFile(repoPagesDir, file))
          .sort(),
      listRedirects: () =>
        [...current.pages.keys()]
          .map(rootedPath)
          .filter((file) => isRedirectFile(repoPagesDir, file))
          .sort(),
      read: (file) => {
        const found = text(inPages(relative(file)));
        if (found === undefined) throw new Error(`No file ${file}`);
        return withoutBom(found);
      },
      exists: (file) => text(inPages(relative(file))) !== undefined,
    };
  }

  /**
   * The text a page has now in this browser (saved here, else as last sent for review, else the default
   * branch's), its fingerprint, and what it was last published or sent as.
   */
  async function current(file: string) {
    const { pages, reviews } = await loaded();
    const draft = drafts.get(file);
    const published = pages.get(inPages(file));
    const sent = reviews.get(file) ?? published;
    const text = draft?.text ?? sent?.text;
    const hash = draft ? ((await gitBlobSha(draft.text)) ?? draft.saved) : (sent?.sha ?? null);
    return { draft, published, sent, text, hash };
  }

  /**
   * The branch a page is in review on; for a page not in review, the branch a review of it is sent on: the
   * first of its own names that no other page's open review holds (a closed or merged branch of that name
   * is built on, as before).
   */
  async function branchOf(file: string): Promise<string> {
    const now = await loaded();
    const inRepo = inPages(file);
    const own = now.branches.get(inRepo);
    if (own) return own;
    const held = new Set([...now.branches].filter(([other]) => other !== inRepo).map(([, branch]) => branch));
    const free = newReviewBranchNames(inRepo).find((name) => !held.has(name));
    if (!free) throw new Error(`Every review branch name of ${inRepo} is taken by another page's review.`);
    return free;
  }

  return {
    loaded,
    branchOf,
    recheckReviews,
    inCore,
    invalidate,
    current,
    /** The edit checker of the repository as read (once loaded() has answered). */
    checker: () => checker!,
    /** An edit's check (the engine's), as the local studio's; a published page's new address is no problem: its send makes the redirect. */
    check: (file: string, text: string) => inCore(() => checkEdit(checker!, file, text)),
    /** The pages as this browser sees them (once loaded() has answered). */
    source: () => source!,
    /** Each photo's size and header, by its name in the photos folder: the checks read them. */
    photoFacts,
    /** GitHub's API, for what the snapshot does not hold (a review's verdicts and comments). */
    client,
  };
}
