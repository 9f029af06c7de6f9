// Redirects kept one to a file (pages/_redirects/<old-address>.json), beside the site config's own list:
// loaded with it by everything that reads redirects (the route table, the host files, the checks), and
// checked like it (duplicates, loops and chains, targets, the schema).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRenderer } from '../../src/entry-server.tsx';
import { loadContentAndForms } from '../../src/tooling/content/index.ts';
import { FolderEditChecker } from '../../src/tooling/content/edit-check.ts';
import { redirectsFile } from '../../src/tooling/hosting.ts';
import { publicDir } from '../../src/tooling/paths.ts';
import { fixturePage, fixtureSite, writePages } from './helpers.ts';

const redirectFile = (from: string, to: string, extra: object = {}) =>
  `${JSON.stringify({ $schema: '../../schema/redirect.schema.json', from, to, ...extra }, null, 2)}\n`;

/** A fixture site with an about page and the given redirect files. */
function siteWith(files: Record<string, string>, pages: Record<string, string> = {}) {
  const dir = writePages({ 'about-us.json': fixturePage('about us'), ...pages });
  mkdirSync(path.join(dir, '_redirects'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, '_redirects', name), text);
  return dir;
}
const load = (dir: string) => loadContentAndForms({ pagesDir: dir, publicDir, seoRules: false });
/** Each problem as file (in the pages folder), pointer and message. */
const said = (dir: string) =>
  load(dir).problems.map((p) => `${path.relative(dir, p.file)} ${p.pointer} ${p.message}`.replaceAll(`${dir}/`, ''));

describe('a redirect in a file of its own', () => {
  it('is one of the site’s redirects: the route table, the host’s redirect file, and links to the old address', async () => {
    const dir = siteWith({ 'about.json': redirectFile('/about', '/about-us') }, { 'linking.json': fixturePage('linking', ['/about']) });
    const content = load(dir);
    expect(content.problems).toEqual([]);
    expect(content.site!.redirects).toEqual([...fixtureSite.redirects, { from: '/about', to: '/about-us' }]);
    expect(await createRenderer(content.site!, content.rendered)('/about')).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/about-us',
    });
    expect(redirectsFile(content.site!).split('\n')).toContain('/about /about-us 301');
    // The studio's check of one edit knows it too.
    const checker = new FolderEditChecker(dir, publicDir);
    const other = checker.check(path.join(dir, 'other.json'), fixturePage('other', ['/about']));
    expect(other.problems.filter((p) => !p.fixedElsewhere)).toEqual([]);
  });

  it('is checked like the site config’s: twice, to a redirect, to no page, from a page, and against its schema', () => {
    const dir = siteWith(
      {
        'old-home.json': redirectFile('/old-home', '/contact'),
        'a.json': redirectFile('/a', '/b'),
        'b.json': redirectFile('/b', '/about-us'),
        'gone.json': redirectFile('/gone', '/nowhere'),
        'contact.json': redirectFile('/contact', '/about-us'),
        'odd.json': redirectFile('/odd', '/about-us', { note: 'x' }),
        'where.json': redirectFile('/where', '/about-us', { $schema: '../schema/redirect.schema.json' }),
      },
      {},
    );
    expect(said(dir)).toEqual([
      '_redirects/a.json /to The redirect target /b is not a page (it is another redirect: point straight at the final page). Did you mean /?',
      '_redirects/contact.json /from /contact is a page (contact.json), so it cannot also redirect. Remove the redirect or the page.',
      '_redirects/gone.json /to The redirect target /nowhere is not a page.',
      '_redirects/odd.json  "note" is not a field here. Fields allowed here: $schema, from, to.',
      '_redirects/old-home.json /from /old-home is redirected twice (also in _site.json). Keep one.',
      expect.stringMatching(/^_redirects\/where\.json \/\$schema "\$schema" should be \.\.\/\.\.\/schema\/redirect\.schema\.json/),
    ]);
  });

  it('a file that is not a redirect is said in words, and the site config’s list keeps working', () => {
    const dir = siteWith({ 'broken.json': '{ "from": "/x" ' });
    const problems = load(dir).problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]!.file).toMatch(/_redirects\/broken\.json$/);
    expect(load(dir).site!.redirects).toEqual(fixtureSite.redirects);
  });
});
