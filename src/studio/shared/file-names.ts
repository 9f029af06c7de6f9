// The only files of the repository a studio reads or writes for an editor's page: page files in pages/ and
// photos in photos/. The same rules for both studios, for every name that comes from outside the studio's
// own code: a page file the app asks for, a name git or GitHub gives for an earlier version (a file moved
// by hand), a photo a page (or an old version of it) shows. A name that breaks them is never read, followed
// or written: no "..", no "." or empty parts, no absolute path, no backslash, no hidden or site files.

/** One part of a page file's name: lower-case letters, digits and hyphens (the last part ends in .json). */
const pageNamePart = /^[a-z0-9][a-z0-9-]*$/;

/**
 * Whether a name inside the pages folder is a page file's, as the studio writes one: plain parts of
 * lower-case letters, digits and hyphens, the last ending in .json ("industries/hvac-seo.json"). The
 * site's own files (_site.json, _redirects/…) are not pages.
 */
export function isPageFileName(name: unknown): name is string {
  if (typeof name !== 'string' || !name.endsWith('.json')) return false;
  const parts = name.slice(0, -'.json'.length).split('/');
  return parts.every((part) => pageNamePart.test(part));
}

/** Whether a path in the repository ("pages/about.json") is a page file in its pages folder. */
export function isPageFilePath(inRepo: unknown, pagesFolder = 'pages'): inRepo is string {
  return typeof inRepo === 'string' && inRepo.startsWith(`${pagesFolder}/`) && isPageFileName(inRepo.slice(pagesFolder.length + 1));
}

/** A photo's name inside the photos folder, as the page schema allows it: plain parts, a picture's extension. */
export const photoNamePattern = /^[a-z0-9]+([-_][a-z0-9]+)*(\/[a-z0-9]+([-_][a-z0-9]+)*)*\.(jpe?g|png|webp)$/;

/** Whether a photo's name ("about/team-workshop.jpg") is one inside the photos folder (see photoNamePattern). */
export function isPhotoName(name: unknown): name is string {
  return typeof name === 'string' && photoNamePattern.test(name);
}

/** Whether a path in the repository ("photos/about/team-workshop.jpg") is a photo in its photos folder. */
export function isPhotoPath(inRepo: unknown, photosFolder = 'photos'): inRepo is string {
  return typeof inRepo === 'string' && inRepo.startsWith(`${photosFolder}/`) && isPhotoName(inRepo.slice(photosFolder.length + 1));
}
