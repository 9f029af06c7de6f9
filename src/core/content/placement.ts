// Rules about where a file sits in the pages folder: the address its name gives a page, and the
// "$schema" path that leads an editor's tooling from the file to its schema.
import * as path from '../posix-path.ts';
import { pagePathPattern } from '../page-paths.ts';
import type { ContentHost } from './host.ts';

/**
 * Letters of other alphabets that look like Latin ones (Cyrillic а, Greek ο): a file named with one
 * looks right and gives an address nobody can type. Each maps to the Latin letter it imitates.
 */
const lookalikes: Record<string, string> = Object.fromEntries(
  [
    ['аАΑα', 'a'],
    ['вВΒβ', 'b'],
    ['сСϲ', 'c'],
    ['ԁ', 'd'],
    ['еЕΕε', 'e'],
    ['һНΗ', 'h'],
    ['іІΙι', 'i'],
    ['јЈ', 'j'],
    ['кКΚκ', 'k'],
    ['ӏ', 'l'],
    ['мМΜ', 'm'],
    ['Ν', 'n'],
    ['оОΟο', 'o'],
    ['рРΡρ', 'p'],
    ['ԛ', 'q'],
    ['ѕЅ', 's'],
    ['тТΤτ', 't'],
    ['υ', 'u'],
    ['ν', 'v'],
    ['ԝ', 'w'],
    ['хХΧχ', 'x'],
    ['уУΥ', 'y'],
    ['Ζ', 'z'],
  ].flatMap(([letters, latin]) => [...letters!].map((letter) => [letter, latin!])),
);

/** A name an address can carry: accents dropped, lookalikes made Latin, lower case, anything else a hyphen. */
export function addressName(name: string): string {
  const latin = [...name.normalize('NFKD').replace(/\p{M}/gu, '')].map((c) => lookalikes[c] ?? c).join('');
  return (
    latin
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'page'
  );
}

/**
 * A page without a "path" is served at the address its file name gives, so the name follows the rules
 * of "path": lower-case a-z, digits and hyphens. Otherwise the problem names the file and the name to
 * give it (About Us.json, q?x.json, café.json, аbout.json with a Cyrillic а).
 */
export function fileAddressProblem(host: Pick<ContentHost, 'displayPath'>, dir: string, file: string, route: string): string | undefined {
  if (pagePathPattern.test(route)) return undefined;
  const parts = path.relative(dir, file).split(path.sep);
  const renamed = parts.map((part, i) => (i === parts.length - 1 ? `${addressName(part.replace(/\.json$/, ''))}.json` : addressName(part)));
  const fixed = path.join(dir, ...renamed);
  return `The file name gives this page the address ${JSON.stringify(route)}, which no one can type reliably: addresses use lower-case letters a to z, digits and hyphens only (no spaces, capitals, accents, letters of other alphabets, ?, # or %). Rename the file to ${host.displayPath(fixed)}, or give the page a "path".`;
}

/**
 * The schema folders a file of the site may point at: the project's own, for the project's pages folder
 * (which sits beside it). A copy of the pages elsewhere (a test's, the studio's) has no schema beside
 * it: there the folder beside the pages and the one the site config names both count, so copied files
 * keep their paths, each at its own depth.
 */
export function schemaFolders(host: Pick<ContentHost, 'schemaDir'>, dir: string, siteSchema: unknown): string[] {
  const beside = path.resolve(dir, '..', 'schema');
  if (beside === host.schemaDir || typeof siteSchema !== 'string') return [beside];
  return [beside, path.resolve(dir, path.dirname(siteSchema))];
}

/**
 * "$schema" is the relative path from the file to its schema (the schema's pattern refuses any address),
 * at the depth of the file, so an editor's tooling reads the site's own schema and nothing else.
 */
export function schemaPathProblem(file: string, written: unknown, folders: string[], schemaName: string): string | undefined {
  if (typeof written !== 'string') return undefined;
  // Compared as the place it leads to, as an editor's tooling resolves it.
  const target = path.resolve(path.dirname(file), written);
  if (folders.some((folder) => target === path.join(folder, schemaName))) return undefined;
  const expected = schemaPathFor(file, folders[0]!, schemaName);
  return `"$schema" should be ${expected}, the path from this file to the schema, so your editor finds it.`;
}

/** The "$schema" a file in the pages folder gives: the relative path from it to the schema, with forward slashes. */
export function schemaPathFor(file: string, folder: string, schemaName: string): string {
  return path.relative(path.dirname(file), path.join(folder, schemaName)).split(path.sep).join('/');
}
