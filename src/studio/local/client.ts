// The local studio's backend (npm run studio): its server on this computer (src/studio/local/server/middleware.ts),
// at /_editor/api/. Writes send JSON, which the server requires together with its own Origin, so no other
// page can make them. A save's, an update of links' and a send for review's answers are read back into their
// results (api-answers.ts).
import type { ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { formValidatorOptions } from '../shared/form-validator-options.ts';
import { linkUpdateResultOf, publishResultOf, saveResultOf, type PublishApiAnswer } from './api-answers.ts';
import {
  StudioError,
  type ChangedElsewhere,
  type LinkingPage,
  type PageHistory,
  type PageFileList,
  type PhotoAnswer,
  type PlannedPage,
  type PublishAnswer,
  type PublishPreview,
  type PublishWhen,
  type ReviewNews,
  type SaveAnswer,
  type Check,
  type StudioBackend,
  type VersionAnswer,
} from '../backend.ts';

const notAnswering =
  'The studio on this computer is not answering. Check that npm run studio is still running (in its terminal window; start it again if it stopped), then try again. Your saved pages are in the site’s files.';
const serverTrouble =
  'The studio on this computer had a problem on its side; nothing was changed. Try again; if it keeps happening, tell a developer.';

/** A request to the studio's server; its failure in plain words when the server cannot be reached. */
async function request(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    throw new StudioError(notAnswering);
  }
}

/** A read from the studio's server: its answer, or (the server in trouble, or an answer that is not the studio's) a StudioError saying so. */
async function getJson<T>(url: string): Promise<T> {
  const response = await request(url);
  const body = (await response.json().catch(() => undefined)) as (T & { error?: unknown }) | undefined;
  if (response.status >= 500 || body === undefined) throw new StudioError(typeof body?.error === 'string' ? body.error : serverTrouble);
  return body;
}

async function postJson<T>(url: string, body: unknown): Promise<{ status: number; body: T }> {
  const response = await request(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as T };
}

let compiling: ValidatorType | undefined;

/** Where the local studio's server sends a source photo. */
export const studioPhotoUrl = (src: string) => `/_editor/photos/${src.split('/').map(encodeURIComponent).join('/')}`;

/** The studio of `npm run studio`: its server on this computer, at /_editor/api/. */
export const localBackend: StudioBackend = {
  /** Compiled when the first page opens, with the schema the server gives. */
  get formValidator() {
    return (compiling ??= customizeValidator(formValidatorOptions));
  },
  pages: () => getJson<PageFileList>('/_editor/api/pages'),
  reviews: () => getJson<ReviewNews>('/_editor/api/reviews'),
  changedElsewhere: (file: string) => getJson<ChangedElsewhere[]>(`/_editor/api/elsewhere?${new URLSearchParams({ file })}`),
  schema: () => getJson<Record<string, unknown>>('/_editor/api/schema'),
  planPage: (kind: string, slug: string) => getJson<PlannedPage>(`/_editor/api/new-page?${new URLSearchParams({ kind, slug })}`),
  check: (file: string, text: string) => postJson<Check>('/_editor/api/check', { file, text }).then((r) => r.body),
  save: (file: string, data: unknown, base: string | null) =>
    postJson<SaveAnswer>('/_editor/api/save', { file, data, base }).then(saveResultOf),
  publishPreview: (file: string) => getJson<PublishPreview>(`/_editor/api/publish?${new URLSearchParams({ file })}`),
  updateLinks: (from: string, to: string, pages: LinkingPage[]) =>
    postJson<{ updated?: number; error?: string }>('/_editor/api/update-links', {
      from,
      to,
      pages: pages.map(({ file, hash }) => ({ file, hash })),
    }).then(linkUpdateResultOf),
  publish: (file: string, when?: PublishWhen) =>
    postJson<PublishApiAnswer>('/_editor/api/publish', { file, ...(when?.at ? { publishAt: when.at, timeZone: when.timeZone } : {}) }).then(
      publishResultOf,
    ),
  // The time is changed on the page's pull request on GitHub, where the site is there and the studio can sign in.
  schedule: (file: string, when: PublishWhen) =>
    postJson<PublishAnswer>('/_editor/api/schedule', { file, ...(when.at ? { publishAt: when.at } : {}), timeZone: when.timeZone }).then(
      (r) => r.body,
    ),
  pageHistory: (file: string, next?: string) =>
    getJson<PageHistory & { error?: unknown }>(`/_editor/api/history?${new URLSearchParams({ file, ...(next ? { next } : {}) })}`).then(
      // A refusal (a page file name or a place in the list the server did not give out) is said as the server says it.
      (answer) => {
        if (!Array.isArray(answer.versions)) throw new StudioError(typeof answer.error === 'string' ? answer.error : serverTrouble);
        return answer;
      },
    ),
  pageVersion: (file: string, id: string) => postJson<VersionAnswer>('/_editor/api/version', { file, id }).then((r) => r.body),
  /** Sends a photo's bytes as they are; the server tells what it is by its content, not its name. */
  uploadPhoto: async (page: string, file: Blob & { name: string }): Promise<PhotoAnswer> => {
    const response = await fetch(`/_editor/api/photo?${new URLSearchParams({ page, name: file.name })}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: file,
    });
    return (await response.json()) as PhotoAnswer;
  },
  photoUrl: studioPhotoUrl,
};
