// The branch a page is reviewed on, in both studios (the local one pushes it with git, the one on the web
// commits to it through GitHub's API), so a page sent for review from either lands on the same branch.
//
// One name per page file, never shared: the file's path inside pages/, without .json, its folders joined
// by a dot (a page file's folder and file names are lower-case letters, digits and hyphens, never a dot):
// pages/about.json is content/about, pages/services/local-seo.json content/services.local-seo,
// pages/services-local-seo.json content/services-local-seo, pages/index.json content/index. (Folders as
// slashes cannot be: git keeps no branch content/services beside a branch content/services/local-seo.)
//
// Reviews opened before this rule are on the earlier names (folders joined by a hyphen, "industries"
// left out, index as home), which two pages could share: services/local-seo.json and
// services-local-seo.json were both content/services-local-seo. Such a branch is still found for its page,
// and only for the page whose file its commits change; a name whose branch changes another page file is
// never taken: the page gets the next free one, content/<name>_2 (an underscore is in no page file name).

const prefix = 'content/';

/** The page file's path inside pages/ without .json ("services/local-seo"); any leading "pages/" is dropped. */
const pagePath = (file: string) => file.replace(/^pages\//, '').replace(/\.json$/, '');

/** The branch a page file is reviewed on: its own name, which no other page file has. */
export function reviewBranch(file: string): string {
  return `${prefix}${pagePath(file).split('/').join('.')}`;
}

/** The name the page's review branch had before names were one per page file (two pages could share it). */
export function earlierReviewBranch(file: string): string {
  const name =
    pagePath(file)
      .split('/')
      .filter((part) => part !== 'industries')
      .join('-')
      .replace(/-index$/, '') || 'home';
  return `${prefix}${name === 'index' ? 'home' : name}`;
}

/** How many further names a page's branch may take when its own is taken by another page's: content/<name>_2 … _9. */
const furtherNames = 8;

/** The names a page's review branch may have, in the order they are tried: its own, the further ones, then the earlier name. */
export function reviewBranchNames(file: string): string[] {
  const own = reviewBranch(file);
  const further = Array.from({ length: furtherNames }, (_, i) => `${own}_${i + 2}`);
  const earlier = earlierReviewBranch(file);
  return [own, ...further, ...(earlier === own ? [] : [earlier])];
}

/** The names a new review branch for the page may be given, in order (never the earlier name: it may be shared). */
export function newReviewBranchNames(file: string): string[] {
  return reviewBranchNames(file).slice(0, 1 + furtherNames);
}

/**
 * The page file a review branch is named after (its own name, or one of the further ones), as a path in the
 * repository: how a review of a page that is not on the site's branch yet (a new page, a copy) is found.
 * Undefined for a branch of no page's name.
 */
export function pageOfBranch(branch: string): string | undefined {
  if (!branch.startsWith(prefix)) return undefined;
  const name = branch.slice(prefix.length).replace(/_[2-9]$/, '');
  return name && !name.includes('/') ? `pages/${name.split('.').join('/')}.json` : undefined;
}
