// Where pages live and how an address names one: the same rules for the validator, the build and the
// router in the browser.

/** Half of a surrogate pair without its other half, which no address can carry (encodeURI throws on it). */
const loneSurrogates = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The route path a URL pathname refers to: no trailing slash, decoded, and always text an address can carry. */
export function normalisePath(pathname: string): string {
  let path = pathname.replace(loneSurrogates, '\uFFFD');
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape is simply a path no page has.
  }
  path = path.replace(loneSurrogates, '\uFFFD');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The routePath pattern of schema/defs.schema.json (a test keeps the two equal). */
export const pagePathPattern = /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/;

/** Where the list of case studies lives; each study's page is under it. */
export const caseStudiesPath = '/case-studies';

/** The path of one case study's page. */
export const caseStudyPath = (id: string) => `${caseStudiesPath}/${id}`;

/** The studio on the web, which the build writes at this address with everything under it. */
export const studioPath = '/studio';

/**
 * Addresses the build writes itself, with what is there: no page may take one (it would break the build,
 * or be replaced by what the build writes, while the sitemap still listed it). `below` covers every address
 * under it too.
 */
export const builtAddresses: readonly { path: string; below: boolean; what: string }[] = [
  { path: '/404', below: false, what: 'the not-found page' },
  { path: '/assets', below: true, what: "the site's scripts, styles and photos" },
  { path: studioPath, below: true, what: 'the page studio on the web' },
];

/** What the build writes at an address, when it writes something there. */
export const builtAt = (route: string) =>
  builtAddresses.find(({ path, below }) => route === path || (below && route.startsWith(`${path}/`)));
