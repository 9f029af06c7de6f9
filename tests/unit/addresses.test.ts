// Addresses an editor writes or gives by naming a file: each is read as a browser and a host read it, or
// refused in words with its file and line; none leads outside the site or crashes the check.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkEdit } from '../../src/studio/engine/pages.ts';
import { checkerFor } from '../../src/studio/local/server/checking.ts';
import { folderSource, loadContentAndForms, overlaySource } from '../../src/tooling/content/index.ts';
import { addressName } from '../../src/core/content/placement.ts';
import { collectReferences } from '../../src/core/references.ts';
import { defaultPagesDir, publicDir } from '../../src/tooling/paths.ts';
import { readSitePath } from '../../src/core/site-path.ts';
import { routeTable } from '../../src/routes/page-lookup.ts';
import { fixturePage, problemsFor, seoProblemsFor, writePages } from './helpers.ts';

/** A valid page whose rich text links to each target. */
const linking = (targets: string[]) => fixturePage('linking', targets);

describe('a link with a % that starts no escape', () => {
  it('is a problem with its file and line, not a crash, in validation and in the SEO rules', () => {
    const problems = seoProblemsFor({ 'index.json': linking(['/contact', '/services', '/offers/50%-off']) });
    const broken = problems.filter((p) => p.message.includes('50%-off'));
    expect(broken).toHaveLength(1);
    expect(broken[0]).toMatchObject({
      file: expect.stringMatching(/index\.json$/),
      line: expect.any(Number),
      pointer: '/blocks/1/content/0/text',
    });
    expect(broken[0]!.line).toBeGreaterThan(1);
    expect(broken[0]!.message).toMatch(/has a % that is not followed by two hexadecimal digits.*Write %25/);
  });

  it('in the studio: checking an edit answers with the problem, it does not throw', () => {
    const dir = writePages({});
    const { problems } = checkEdit(checkerFor(dir), 'index.json', linking(['/contact', '/services', '/offers/50%-off']));
    expect(problems.map((p) => p.message)).toEqual([expect.stringMatching(/has a % that is not followed by two hexadecimal digits/)]);
  });

  it('is left out of the link graph, and a half surrogate never reaches the route table', () => {
    const data = { text: '[a](/offers/50%-off) [b](/ok) [c](/a\uD800b)' };
    expect(collectReferences(data).map((r) => r.value)).toEqual(['/ok']);
    const { site, rendered } = loadContentAndForms({ pagesDir: writePages({}), publicDir, seoRules: false });
    const lookup = routeTable(site!, rendered);
    expect(lookup('/offers/50%-off')).toMatchObject({ kind: 'not-found' });
    expect(lookup('/a\uD800b')).toMatchObject({ kind: 'not-found' });
  });

  it('a well-formed escape still reads as the character it encodes', () => {
    expect(readSitePath('/caf%C3%A9?x=%#y')).toEqual({ ok: true, path: '/café' });
    expect(readSitePath('/a%20b')).toEqual({ ok: true, path: '/a b' });
  });
});

describe('links and images stay inside the site', () => {
  it('a link or an image that climbs out of public/ is refused, though the file exists on this machine', () => {
    const problems = problemsFor({
      'index.json': linking(['/contact', '/services', '/../package.json', '/%2e%2e/package.json']),
      'pic.json': fixturePage('pic').replace(
        /("description": "[^"]*")/,
        '$1,\n    "image": { "src": "/../../../../usr/share/pixmaps/debian-logo.png", "alt": "x", "width": 10, "height": 10 }',
      ),
    });
    const messages = problems.map((p) => p.message);
    expect(messages).toEqual([
      'The address /../package.json uses . or .., which would lead outside the site. Write the path from / instead.',
      'The address /%2e%2e/package.json uses . or .., which would lead outside the site. Write the path from / instead.',
      'The address /../../../../usr/share/pixmaps/debian-logo.png uses . or .., which would lead outside the site. Write the path from / instead.',
    ]);
  });

  it('a symbolic link in public/ that leads outside it does not count as a file of the site', async () => {
    const { mkdtempSync, symlinkSync, mkdirSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const fakePublic = mkdtempSync(path.join(tmpdir(), 'public-'));
    mkdirSync(path.join(fakePublic, 'images'));
    writeFileSync(path.join(fakePublic, 'images', 'real.png'), 'png');
    writeFileSync(path.join(fakePublic, 'images', 'share-default.jpg'), 'jpg');
    symlinkSync(path.resolve('package.json'), path.join(fakePublic, 'images', 'escape.png'));
    const dir = writePages({ 'index.json': linking(['/contact', '/services', '/images/real.png', '/images/escape.png']) });
    const problems = loadContentAndForms({ pagesDir: dir, publicDir: fakePublic, seoRules: false }).problems;
    expect(problems.map((p) => p.message)).toEqual([expect.stringMatching(/^The link \/images\/escape\.png leads nowhere/)]);
  });

  it('empty segments and backslashes are refused', () => {
    expect(readSitePath('/a//b')).toMatchObject({ ok: false, message: expect.stringMatching(/empty part/) });
    expect(readSitePath('/a%5C..%5Cb')).toMatchObject({ ok: false, message: expect.stringMatching(/backslash/) });
    expect(readSitePath('/a%0Ab')).toMatchObject({ ok: false, message: expect.stringMatching(/control character/) });
  });
});

describe('addresses from file names follow the rules of "path"', () => {
  const named = ['q?x.json', 'h#x.json', 'About Us.json', 'a%2Fb.json', '\u0430bout.json', 'caf\u00e9.json', 'cafe\u0301.json'];

  it.each(named)('%s is a problem naming the file and the name to give it', (name) => {
    const problems = problemsFor({ [name]: fixturePage('named') });
    expect(problems).toHaveLength(1);
    expect(problems[0]!.file.normalize('NFC')).toMatch(new RegExp(`${name.normalize('NFC').replace(/[?#%.]/g, '\\$&')}$`));
    expect(problems[0]!.message).toMatch(
      /^The file name gives this page the address .*Rename the file to .*\.json, or give the page a "path"\.$/,
    );
  });

  it('suggests names an address can carry', () => {
    expect(['q?x', 'About Us', 'a%2Fb', '\u0430bout', 'caf\u00e9', 'cafe\u0301', '%%%'].map(addressName)).toEqual([
      'q-x',
      'about-us',
      'a-2fb',
      'about',
      'cafe',
      'cafe',
      'page',
    ]);
  });

  it('a page with a "path" of its own may keep any file name, and folders are held to the rule too', () => {
    const withPath = fixturePage('named').replace('"meta"', '"path": "/named",\n  "meta"');
    expect(problemsFor({ 'Named Page.json': withPath })).toEqual([]);
    const [problem] = problemsFor({ 'Services/seo.json': fixturePage('named') });
    expect(problem!.message).toMatch(/Rename the file to .*services\/seo\.json/);
  });
});

describe('"$schema" is the relative path to the schema, at the right depth', () => {
  const withSchema = (schema: string) => fixturePage('schema').replace('"../schema/page.schema.json"', JSON.stringify(schema));

  it.each(['https://evil.example/schema/page.schema.json', 'file:///schema/page.schema.json', 'javascript:x//schema/page.schema.json'])(
    '%s is refused',
    (schema) => {
      const problems = problemsFor({ 'x.json': withSchema(schema) });
      expect(problems.map((p) => p.pointer)).toEqual(['/$schema']);
    },
  );

  it('a relative path of the wrong depth is refused with the right one', () => {
    const problems = problemsFor({
      'x.json': withSchema('../../schema/page.schema.json'),
      'deep/y.json': withSchema('../schema/page.schema.json'),
    });
    expect(problems.map((p) => [path.basename(p.file), p.message])).toEqual([
      ['y.json', '"$schema" should be ../../schema/page.schema.json, the path from this file to the schema, so your editor finds it.'],
      ['x.json', '"$schema" should be ../schema/page.schema.json, the path from this file to the schema, so your editor finds it.'],
    ]);
  });

  it("in the project's pages, the site config and every page point at the schema folder beside them", () => {
    const siteFile = path.join(defaultPagesDir, '_site.json');
    const about = path.join(defaultPagesDir, 'about.json');
    const texts = new Map([
      [siteFile, readFileSync(siteFile, 'utf8').replace('"../schema/site.schema.json"', '"../../schema/site.schema.json"')],
      [about, readFileSync(about, 'utf8').replace('"../schema/page.schema.json"', '"../../schema/page.schema.json"')],
    ]);
    const source = overlaySource(folderSource(defaultPagesDir), texts);
    const problems = loadContentAndForms({ pagesDir: defaultPagesDir, source, publicDir, seoRules: false }).problems;
    expect(problems.filter((p) => p.pointer === '/$schema').map((p) => [path.basename(p.file), p.message])).toEqual([
      ['_site.json', '"$schema" should be ../schema/site.schema.json, the path from this file to the schema, so your editor finds it.'],
      ['about.json', '"$schema" should be ../schema/page.schema.json, the path from this file to the schema, so your editor finds it.'],
    ]);
  });

  it('the right depth passes, in a folder too', () => {
    expect(problemsFor({ 'deep/y.json': withSchema('../../schema/page.schema.json') })).toEqual([]);
  });
});
