// The content core's host in the studio on the web (see src/core/content/host.ts): the repository as the
// studio read it through GitHub's API, placed under a root of its own (/repo/pages, /repo/public, ...), so
// problems name files as the repository does ("pages/industries/hvac-seo.json"). The validators were
// compiled when the studio was built; the photos' facts come from the build and from what the studio read.
import type { ContentHost, JsonSchema, PhotoFile, SchemaKind, SchemaSet, Validator } from '../../core/content/host.ts';
import type { PhotoHeader } from '../../core/photos/dimensions.ts';

export const repoRoot = '/repo';
// The folders under the root, named apart from the project's folders on disk (src/tooling/paths.ts).
export const repoPagesDir = `${repoRoot}/pages`;
export const repoPublicDir = `${repoRoot}/public`;
export const repoPhotosDir = `${repoRoot}/photos`;

/** A file's path in the repository ("pages/about.json") from its path under the root, and back. */
export const unrootedPath = (file: string) => (file.startsWith(`${repoRoot}/`) ? file.slice(repoRoot.length + 1) : file);
export const rootedPath = (inRepo: string) => `${repoRoot}/${inRepo}`;

/** Thrown by the core's check of a file that fails the quick validators while the full ones (its messages) are not loaded. */
export class FullValidatorsNeeded extends Error {
  override readonly name = 'FullValidatorsNeeded';
  constructor() {
    super('The full validators are not loaded yet.');
  }
}

/** What the studio knows of a photo without its bytes: its size, and what its header says (built by src/studio/build/hosted-data.ts). */
export interface PhotoFacts {
  bytes: number;
  width?: number;
  height?: number;
  format?: PhotoHeader['format'];
}

export interface RepoHostInput {
  /** Validators that only answer valid or not (and fill in defaults). */
  quick: Record<SchemaKind, Validator>;
  /** Validators that report every error with its schema: loaded after the studio opens, needed only for a file that fails the quick ones. */
  full: () => Record<SchemaKind, Validator> | undefined;
  /** Every page-level schema by its address inside the bundle, for the messages that list a union's types. */
  schemas: Record<string, JsonSchema>;
  hrefPattern: string;
  /** Every file's path in the repository (the tree the studio read). */
  files: Iterable<string>;
  /** What each photo of the photos folder is, by its name there. */
  photos: ReadonlyMap<string, PhotoFacts>;
}

/** Follows a #/json/pointer inside a schema. */
function atPointer(schema: JsonSchema | undefined, fragment: string): JsonSchema | undefined {
  let node: unknown = schema;
  for (const part of decodeURIComponent(fragment).split('/').filter(Boolean))
    node = (node as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  return node as JsonSchema | undefined;
}

/** The schema set the messages read: the precompiled validators, and the schemas to follow a $ref in. */
function schemaSet(input: RepoHostInput, validators: Record<SchemaKind, Validator>): SchemaSet {
  const byId = new Map(Object.entries(input.schemas));
  const baseOf = new WeakMap<object, string>();
  const index = (node: unknown, base: string) => {
    if (!node || typeof node !== 'object') return;
    baseOf.set(node, base);
    for (const child of Object.values(node)) index(child, base);
  };
  for (const [id, schema] of byId) index(schema, id);
  // The schemas an error carries are the compiled module's own copies: where one's file is not known, a
  // $ref is tried against each file in turn (file names are unique, so one at most holds the target).
  const resolve = (ref: string, base: string): JsonSchema | undefined => {
    for (const from of base ? [base] : [...byId.keys()]) {
      const url = new URL(ref, from);
      const fragment = url.hash.replace(/^#/, '');
      url.hash = '';
      const found = atPointer(byId.get(url.href), fragment);
      if (found) return found;
    }
    return undefined;
  };
  const rootOf = (file: string) => [...byId].find(([id]) => id === file || id.endsWith(`/${file}`))?.[1];
  const roots = {
    validatePage: rootOf('schema/page.schema.json'),
    validateSite: rootOf('schema/site.schema.json'),
    validateCaseStudies: rootOf('schema/case-studies.schema.json'),
  };
  return { ...validators, baseOf, resolve, roots };
}

export function repoHost(input: RepoHostInput): ContentHost {
  const publicFiles = new Set<string>();
  for (const file of input.files) {
    if (!file.startsWith('public/')) continue;
    // A folder of public/ exists as much as its files do, as on the disk.
    const parts = file.slice('public'.length).split('/');
    for (let i = 2; i <= parts.length; i++) publicFiles.add(parts.slice(0, i).join('/'));
  }
  let schemas: SchemaSet | undefined;
  return {
    displayPath: unrootedPath,
    schemaDir: `${repoRoot}/schema`,
    photosDir: repoPhotosDir,
    hrefPattern: input.hrefPattern,
    publicFileExists: (dir, sitePath) => dir === repoPublicDir && publicFiles.has(sitePath.replace(/\/+$/, '')),
    readPhoto: (dir, src): PhotoFile => {
      const facts = dir === repoPhotosDir ? input.photos.get(src) : undefined;
      if (!facts) return { missing: true };
      const header =
        facts.format && facts.width && facts.height ? { format: facts.format, width: facts.width, height: facts.height } : undefined;
      return { missing: false, bytes: facts.bytes, header };
    },
    quickValidators: () => input.quick,
    schemas: () => {
      const full = input.full();
      // A file failed the quick validators before the full ones arrived: the backend loads them and checks again.
      if (!full) throw new FullValidatorsNeeded();
      return (schemas ??= schemaSet(input, full));
    },
  };
}
