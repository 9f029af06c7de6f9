// The local studio's backend (npm run studio): its server on this computer (src/studio/local/server/middleware.ts),
// at /_editor/api/. Writes send JSON, which the server requires together with its own Origin, so no other
// page can make them.
import type { ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type {
  LinkingPage,
  PageList,
  PhotoAnswer,
  PlannedPage,
  PublishAnswer,
  PublishPreview,
  SaveAnswer,
  Check,
  StudioBackend,
} from '../backend.ts';

const getJson = async <T>(url: string): Promise<T> => (await fetch(url)).json() as Promise<T>;

async function postJson<T>(url: string, body: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as T };
}

let compiling: ValidatorType | undefined;

/** Where the local studio's server sends a source photo. */
export const studioPhotoUrl = (src: string) => `/_editor/photos/${src.split('/').map(encodeURIComponent).join('/')}`;

/** The studio of `npm run studio`: its server on this computer, at /_editor/api/. */
export const localBackend: StudioBackend = {
  /** Compiled when the first page opens, with the schema the server gives. */
  get formValidator() {
    return (compiling ??= customizeValidator({ ajvOptionsOverrides: { strict: false, validateSchema: false } }));
  },
  pages: () => getJson<PageList>('/_editor/api/pages'),
  schema: () => getJson<Record<string, unknown>>('/_editor/api/schema'),
  planPage: (kind: string, slug: string) => getJson<PlannedPage>(`/_editor/api/new-page?${new URLSearchParams({ kind, slug })}`),
  check: (file: string, text: string) => postJson<Check>('/_editor/api/check', { file, text }).then((r) => r.body),
  save: (file: string, data: unknown, base: string | null) => postJson<SaveAnswer>('/_editor/api/save', { file, data, base }),
  publishPreview: (file: string) => getJson<PublishPreview>(`/_editor/api/publish?${new URLSearchParams({ file })}`),
  updateLinks: (from: string, to: string, pages: LinkingPage[]) =>
    postJson<{ updated?: number; error?: string }>('/_editor/api/update-links', {
      from,
      to,
      pages: pages.map(({ file, hash }) => ({ file, hash })),
    }),
  publish: (file: string) => postJson<PublishAnswer>('/_editor/api/publish', { file }),
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
