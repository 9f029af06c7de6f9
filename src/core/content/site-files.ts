// The names of the site's own files in the pages folder, beside the page files: a module of plain names,
// so a tool that needs only them (the scheduled-publish script, run with no packages installed) imports nothing else.
export const siteFileName = '_site.json';
export const caseStudiesFileName = '_case-studies.json';
/**
 * The folder of redirects kept one to a file (pages/_redirects/<old-address>.json), beside the site
 * config's hand-written list: the studio adds a page's old address there, so two changes made apart
 * (two renamed pages, each in its own review) add two files and never edit the same lines.
 */
export const redirectsFolderName = '_redirects';
