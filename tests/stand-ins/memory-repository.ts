// A repository held in memory, behind the engine's repository port (src/studio/engine/port.ts): a line of
// commits, each the whole set of files it holds, and the moves it made. What the engine asks of it is
// answered as git answers it (a file's commits newest first, followed back through its moves), so the
// engine's operations are tested once, here, and each adapter only against its own contract. The working
// copy's page files (memoryPageFiles) are a map of texts, for the engine's save and update of links; a send
// for review (memorySender) answers the page and the outcome it is given, for the engine's publish.
import type { NotSent, Problem } from '../../src/studio/backend.ts';
import type {
  FileHistoryEntry,
  OpenReview,
  OtherPage,
  PageFiles,
  PageToSend,
  PlannedWrite,
  RepositoryPort,
  ReviewFile,
  ReviewPort,
  ReviewSender,
  SendOutcome,
  WorkingCopy,
} from '../../src/studio/engine/port.ts';

interface MemoryCommit {
  id: string;
  parent?: string;
  date: string;
  author: string;
  files: Map<string, string | Uint8Array>;
  /** Files this commit moved: new name → name before. */
  moves: Map<string, string>;
}

export class MemoryRepository {
  readonly commits: MemoryCommit[] = [];
  /** Every call the engine made, by method, in order. */
  readonly asked: { method: string; names: string[] }[] = [];

  /** Makes a commit on top of the last: its files changed (null removes one), moved (new name → name before). */
  commit(author: string, changes: Record<string, string | Uint8Array | null>, moves: Record<string, string> = {}): string {
    const parent = this.commits.at(-1);
    const files = new Map(parent?.files);
    for (const [to, from] of Object.entries(moves)) {
      files.set(to, files.get(from)!);
      files.delete(from);
    }
    for (const [name, content] of Object.entries(changes)) {
      if (content === null) files.delete(name);
      else files.set(name, content);
    }
    const id = (this.commits.length + 1).toString(16).padStart(40, 'c');
    const date = new Date(Date.UTC(2026, 0, 1 + this.commits.length)).toISOString();
    this.commits.push({ id, ...(parent ? { parent: parent.id } : {}), date, author, files, moves: new Map(Object.entries(moves)) });
    return id;
  }

  private byId(id: string) {
    return this.commits.find((c) => c.id === id);
  }

  port(): RepositoryPort {
    return {
      folders: async () => ({ pages: 'pages', photos: 'photos' }),
      fileHistory: async (start, from, count) => {
        this.asked.push({ method: 'fileHistory', names: [start] });
        const out: FileHistoryEntry[] = [];
        let name = start;
        let at = from ? this.byId(from) : this.commits.at(-1);
        while (at && out.length < count) {
          const parent = at.parent ? this.byId(at.parent) : undefined;
          const before = at.moves.get(name) ?? name;
          const now = at.files.get(name);
          const then = parent?.files.get(before);
          if (now !== then || before !== name)
            out.push({ id: at.id, date: at.date, author: at.author, ...(parent ? { parent: parent.id } : {}), name, nameBefore: before });
          name = before;
          at = parent;
        }
        return out;
      },
      readAt: async (files) => {
        this.asked.push({ method: 'readAt', names: files.map((f) => f.name) });
        return files.map(({ commit, name }) => {
          const content = this.byId(commit)?.files.get(name);
          return typeof content === 'string' ? new TextEncoder().encode(content) : content;
        });
      },
    };
  }
}

/** A working copy in memory: the photos it has, and those kept with a version brought back. */
export function memoryWorkingCopy(photos: string[] = []) {
  const has = new Set(photos);
  const kept: { src: string; bytes: Uint8Array; pageFile: string }[] = [];
  const working: WorkingCopy = {
    missingPhotos: async (srcs) => srcs.filter((src) => !has.has(src)),
    keepPhoto: async (src, bytes, pageFile) => {
      has.add(src);
      kept.push({ src, bytes, pageFile });
    },
  };
  return { working, kept };
}

/** Open reviews held in memory, behind the port's reviews: each with its description, and the files it changes. */
export class MemoryReviews implements ReviewPort {
  /** Each description given, in order. */
  readonly described: { number: number; body: string }[] = [];
  constructor(
    readonly open: OpenReview[],
    readonly changes: Record<number, Record<string, { removes: boolean; text?: string } | 'fails'>> = {},
  ) {}
  openReviews = async () => this.open.map((review) => ({ ...review }));
  changeIn = async ({ number }: OpenReview, name: string) => {
    const change = this.changes[number]?.[name];
    if (change === 'fails') throw new Error('The reviews did not answer');
    return change;
  };
  reviewOn = async (branch: string) => {
    const review = this.open.find((r) => r.branch === branch && !r.fork);
    return review && { ...review };
  };
  describe = async (review: OpenReview, body: string) => {
    const held = this.open.find((r) => r.number === review.number)!;
    held.body = body;
    this.described.push({ number: review.number, body });
    return { ...held };
  };
}

/**
 * The working copy's page files in memory (port.ts: PageFiles), by their names in the pages folder: what a
 * save reads, checks and writes. The checks are the test's: `problems` gives each file's (by name), and
 * `siteProblems` what a whole-site check finds with a rename's files in place. `meanwhile` runs right before
 * a write, as another program would change a file then. Without `renames`, it keeps no rename's companions
 * (as the studio on the web).
 */
export function memoryPageFiles(
  start: Record<string, string>,
  options: {
    renames?: boolean;
    problems?: Record<string, Problem[]>;
    siteProblems?: Problem[];
    meanwhile?: (files: Map<string, string>) => void;
  } = {},
) {
  const files = new Map(Object.entries(start));
  const writes: PlannedWrite[][] = [];
  const fingerprint = (text: string) => `fp${[...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7).toString(16)}-${text.length}`;
  const pageFiles: PageFiles = {
    read: async (file) => {
      const text = files.get(file);
      return text === undefined ? undefined : { text, hash: fingerprint(text) };
    },
    fingerprint: async (text) => fingerprint(text),
    check: async (file) => options.problems?.[file] ?? [],
    writeAll: async (planned) => {
      options.meanwhile?.(files);
      for (const { file, expected } of planned) {
        const now = files.get(file);
        if ((now === undefined ? null : fingerprint(now)) !== expected) return file;
      }
      for (const { file, text } of planned) {
        if (text === null) files.delete(file);
        else files.set(file, text);
      }
      writes.push(planned);
      return undefined;
    },
    ...(options.renames === false
      ? {}
      : {
          renames: {
            siteFiles: async () => ({
              site: files.get('_site.json')!,
              redirects: new Map([...files].filter(([name]) => name.startsWith('_redirects/'))),
            }),
            problemsWith: async () => options.siteProblems ?? [],
            linkingTo: async (route: string, except: string) =>
              [...files]
                .filter(
                  ([name, text]) =>
                    name !== except && !name.startsWith('_') && (text.includes(`"${route}"`) || text.includes(`(${route})`)),
                )
                .map(([name, text]) => ({ file: name, title: name, path: `/${name.replace(/\.json$/, '')}`, hash: fingerprint(text) })),
          },
        }),
  };
  return { pageFiles, files, writes, fingerprint };
}

type SendRequest = Parameters<ReviewSender['sendForReview']>[0];

/**
 * A send for review in memory (port.ts: ReviewSender): the page as `page` says it is, the other pages,
 * the photos the repository holds, those that go along and a rename's companions as given, and the send's
 * outcome (sent on content/about with a review, unless told). Each request sent is kept, in order.
 */
export function memorySender(
  page: PageToSend,
  options: {
    schema?: Record<string, unknown>;
    problemsBecause?: string;
    problems?: Problem[];
    ready?: { refused: NotSent };
    others?: OtherPage[];
    held?: string[];
    along?: (ReviewFile & { name: string; change?: 'added' | 'replaced' })[];
    companions?: Awaited<ReturnType<ReviewSender['companions']>>;
    outcome?: (request: SendRequest) => SendOutcome;
    reviews?: ReviewPort;
  } = {},
) {
  const requests: SendRequest[] = [];
  const asked: string[] = [];
  const sender: ReviewSender = {
    schema: options.schema ?? {},
    ...(options.problemsBecause ? { problemsBecause: options.problemsBecause } : {}),
    page: async () => (asked.push('page'), { ...page }),
    ready: async () => (asked.push('ready'), options.ready ?? { text: page.saved! }),
    check: async () => ({ problems: options.problems ?? [] }),
    otherPages: async () => (asked.push('otherPages'), options.others ?? []),
    photosGone: async (_file, names) =>
      names.filter((name) => !options.held || options.held.includes(name)).map((name) => ({ name, path: `photos/${name}`, content: null })),
    photosAlong: async () => options.along ?? [],
    companions: async () => options.companions,
    sendForReview: async (request) => {
      requests.push(request);
      return (
        options.outcome?.(request) ?? {
          sent: {
            branch: 'content/about',
            commit: 'c0ffee',
            reviewUrl: 'https://reviews.example/1',
            updated: false,
            body: request.words.body,
          },
        }
      );
    },
    ...(options.reviews ? { reviews: async () => options.reviews! } : {}),
  };
  return { sender, requests, asked };
}
