// What the build renders, or why it stops (src/tooling/content/to-build.ts, as npm run build runs
// it): every page file is built or named in a problem, so no page vanishes from the site with the build green.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listPageFiles, loadContentAndForms } from '../../src/tooling/content/index.ts';
import { pagesLeftOut, siteToBuild } from '../../src/tooling/content/to-build.ts';
import { displayPath, publicDir } from '../../src/tooling/paths.ts';
import { fixturePage, fixturePagesDir, writePages } from './helpers.ts';

const withSection = (name: string, type: unknown) => {
  const page = JSON.parse(fixturePage(name));
  page.blocks.push({ type, title: 'Hi' });
  return `${JSON.stringify(page, null, 2)}\n`;
};

describe('the build', () => {
  it('builds every page file of the fixture site', () => {
    const { content, stop } = siteToBuild({ pagesDir: fixturePagesDir, publicDir });
    expect(stop).toBeUndefined();
    expect(pagesLeftOut(listPageFiles(fixturePagesDir), content, displayPath)).toEqual([]);
    expect(content.pages.length).toBe(listPageFiles(fixturePagesDir).length);
  });

  it('stops on a page whose section type is no text, naming the file and the type line', () => {
    const dir = writePages({ 'about.json': withSection('about', null) });
    const { content, stop } = siteToBuild({ pagesDir: dir, publicDir });
    expect(content.rendered.has('/about')).toBe(false);
    expect(stop?.join('\n')).toMatch(/about\.json:\d+:\d+ +error +A block type must be one of the known types/);
    expect(stop?.at(-1)).toBe('Build stopped: 1 problem(s) in the page files. Run npm run validate for details.');
  });

  it('stops when the pipeline leaves a page file out without a problem naming it', () => {
    const dir = writePages({ 'index.json': fixturePage('home', ['/contact', '/services', '/about']), 'about.json': fixturePage('about') });
    // A pipeline that loses a page without a word: what a check failing a file silently would do.
    const losing = (options: Parameters<typeof loadContentAndForms>[0]) => {
      const content = loadContentAndForms(options);
      const rendered = new Map(content.rendered);
      rendered.delete('/about');
      return { ...content, rendered, pages: content.pages.filter((page) => page.path !== '/about') };
    };
    const { stop } = siteToBuild({ pagesDir: dir, publicDir }, losing);
    expect(stop).toEqual([
      `Build stopped: ${displayPath(path.join(dir, 'about.json'))} would be left out of the site, though no check names a problem in it. Tell a developer: a check is missing.`,
    ]);
    // Built, or named in a problem: either is enough.
    const content = losing({ pagesDir: dir, publicDir });
    const named = {
      ...content,
      problems: [{ file: displayPath(path.join(dir, 'about.json')), line: 1, col: 1, pointer: '', message: 'x' }],
    };
    expect(pagesLeftOut(listPageFiles(dir), named, displayPath)).toEqual([]);
    expect(pagesLeftOut(listPageFiles(dir), loadContentAndForms({ pagesDir: dir, publicDir }), displayPath)).toEqual([]);
  });
});
