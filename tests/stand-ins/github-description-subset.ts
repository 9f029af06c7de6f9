// The part of GitHub's OpenAPI description the contract checker (github-contract.ts) reads, taken from
// the whole description that @octokit/openapi publishes (generated/api.github.com.json, 13 MB, in a
// 385 MB package): every operation under the paths below, and every component they reach through $ref,
// plus the answers GitHub documents for every endpoint and the rate-limit headers. Checked in as
// github-description.json (made by `npm run github-description`), so an install does not carry the whole
// package; tests/unit/github-description.test.ts compares the two whenever the whole description is at hand.

/** The package and version the subset is taken from. */
export const descriptionPackage = '@octokit/openapi';
export const descriptionVersion = '23.0.2';
/** The description's file inside that package. */
export const descriptionFile = 'generated/api.github.com.json';

/** Paths kept whole (every method), and paths kept with everything under them: what the client, the stand-in,
 * the scheduled-publish workflow and the recordings of real sessions (github-contract.test.ts) reach. */
const exactPaths = ['/user', '/repos/{owner}/{repo}', '/repos/{owner}/{repo}/issues', '/repos/{owner}/{repo}/labels'];
const pathPrefixes = [
  '/repos/{owner}/{repo}/git/',
  '/repos/{owner}/{repo}/commits',
  '/repos/{owner}/{repo}/contents/',
  '/repos/{owner}/{repo}/pulls',
  '/repos/{owner}/{repo}/issues/{issue_number}/comments',
  '/repos/{owner}/{repo}/collaborators',
  '/repos/{owner}/{repo}/branches',
];
/** Answers GitHub documents globally, for every endpoint (github-contract.ts's globalResponses). */
const globalResponses = ['bad_request', 'requires_authentication', 'forbidden', 'not_found', 'internal_error', 'service_unavailable'];

export const keepsPath = (template: string) => exactPaths.includes(template) || pathPrefixes.some((prefix) => template.startsWith(prefix));

type Json = Record<string, unknown>;
interface FullDescription {
  openapi: string;
  info: Json;
  paths: Record<string, unknown>;
  components: Record<string, Record<string, unknown>>;
}

/** The subset of a whole description: its version, the kept paths and the components they reach (no webhooks, tags or servers). */
export function descriptionSubset(doc: FullDescription): FullDescription {
  const reached = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/')) reach(value);
      else walk(value);
    }
  };
  const reach = (ref: string) => {
    if (reached.has(ref)) return;
    const [, , kind, name] = ref.split('/');
    const target = doc.components[kind!]?.[name!];
    if (target === undefined) throw new Error(`GitHub's description has no ${ref}.`);
    reached.add(ref);
    walk(target);
  };
  const paths = Object.fromEntries(Object.entries(doc.paths).filter(([template]) => keepsPath(template)));
  walk(paths);
  for (const name of globalResponses) reach(`#/components/responses/${name}`);
  for (const name of Object.keys(doc.components.headers ?? {})) if (name.startsWith('x-rate-limit-')) reach(`#/components/headers/${name}`);
  const components: FullDescription['components'] = {};
  // In the description's own order, so the file is the same whatever order the walk took.
  for (const [kind, entries] of Object.entries(doc.components))
    for (const [name, value] of Object.entries(entries))
      if (reached.has(`#/components/${kind}/${name}`)) (components[kind] ??= {})[name] = value;
  return { openapi: doc.openapi, info: doc.info, paths, components };
}
