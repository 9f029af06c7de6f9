// The SEO report (report.ts) and what it is built from: see AUTHORING.md for each check in an editor's words.
export * from './report.ts';
export { seoSite } from './site.ts';
export { textWidth, titleFont, descriptionFont } from './text-width.ts';
export { fleschReadingEase, syllables, wordsOf, sentencesOf } from './readability.ts';
