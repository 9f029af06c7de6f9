// The one rule both studios use for the files they read and write for a page: page files in pages/ and
// photos in photos/, nothing else (no "..", no absolute path, no backslash, no site or hidden file).
import { describe, expect, it } from 'vitest';
import { isPageFileName, isPageFilePath, isPhotoName, isPhotoPath, photoNamePattern } from '../../src/studio/shared/file-names.ts';
import defs from '../../schema/defs.schema.json' with { type: 'json' };

describe('the files a studio reads and writes for a page', () => {
  it.each(['about.json', 'industries/hvac-seo.json', 'services/index.json'])('a page file: %s', (name) => {
    expect(isPageFileName(name)).toBe(true);
    expect(isPageFilePath(`pages/${name}`)).toBe(true);
  });

  it.each([
    '../package.json',
    'industries/../../package.json',
    './about.json',
    '/etc/x.json',
    'industries\\x.json',
    'industries//x.json',
    '_site.json',
    '_redirects/about.json',
    '.env.json',
    'notes.txt',
    'About.json',
    'a\nb.json',
    '',
  ])('not a page file: %j', (name) => {
    expect(isPageFileName(name)).toBe(false);
    expect(isPageFilePath(`pages/${name}`)).toBe(false);
  });

  it('only in the pages folder', () => {
    expect(isPageFilePath('about.json')).toBe(false);
    expect(isPageFilePath('.github/workflows/ci.json')).toBe(false);
    expect(isPageFilePath('site/pages/about.json', 'site/pages')).toBe(true);
  });

  it('a photo by the name the page schema allows, in the photos folder', () => {
    expect(isPhotoName('about/team-workshop.jpg')).toBe(true);
    expect(isPhotoPath('photos/about/team-workshop.jpg')).toBe(true);
    for (const name of ['../package.json', 'about/../../x.jpg', '/x.jpg', 'about//x.jpg', 'about\\x.jpg', '.x.jpg', 'x.gif', 7])
      expect(isPhotoName(name), String(name)).toBe(false);
    expect(isPhotoPath('pages/x.jpg')).toBe(false);
  });

  it('the photo rule is the page schema’s', () => {
    expect(JSON.stringify(defs)).toContain(JSON.stringify(photoNamePattern.source.replace(/\\\//g, '/')));
  });
});
