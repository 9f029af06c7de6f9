// The studio's incremental check of one edit against the whole-site check it stands for: for every kind
// of edit (its own rules, paths shared with other files, titles shared, links, menus, indexes, click
// depth), the problems it reports for the edited file, the page it renders and the menus are exactly
// those of a whole-site check with the edit saved.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FolderEditChecker as EditChecker, wholeSiteProblemsInFolder } from '../../src/tooling/content/edit-check.ts';
import { folderSource, loadContentAndForms, overlaySource } from '../../src/tooling/content/index.ts';
import { publicDir } from '../../src/tooling/paths.ts';
import { fixturePage, fixturePagesDir } from './helpers.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const dir = mkdtempSync(path.join(tmpdir(), 'edit-check-'));
cpSync(fixturePagesDir, dir, { recursive: true });
// A chain of pages, each linked only from the one before: the last is four clicks from home.
const chain = ['deep-one', 'deep-two', 'deep-three', 'deep-four'];
chain.forEach((name, i) => writeFileSync(path.join(dir, `${name}.json`), fixturePage(name, chain[i + 1] ? [`/${chain[i + 1]}`] : [])));
const about = JSON.parse(readFileSync(path.join(dir, 'about.json'), 'utf8'));
about.blocks.push({ type: 'richText', content: [{ type: 'paragraph', text: 'Read [how we work](/deep-one).' }] });
writeFileSync(path.join(dir, 'about.json'), JSON.stringify(about, null, 2));

const checker = new EditChecker(dir, publicDir);
afterAll(() => checker.close());

const read = (file: string): Json => JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
const edit = (file: string, change: (page: Json) => void) => {
  const page = read(file);
  change(page);
  return JSON.stringify(page, null, 2);
};

const edits: [string, string, () => string][] = [
  ['an unchanged page', 'about.json', () => edit('about.json', () => {})],
  ['a title too long', 'industries/hvac-seo.json', () => edit('industries/hvac-seo.json', (p) => void (p.meta.title = 'HVAC '.repeat(19)))],
  [
    "another page's title, that page first in order",
    'industries/hvac-seo.json',
    () => edit('industries/hvac-seo.json', (p) => void (p.meta.title = read('about.json').meta.title)),
  ],
  [
    "another page's title, that page later in order",
    'about.json',
    () => edit('about.json', (p) => void (p.meta.title = read('industries/hvac-seo.json').meta.title)),
  ],
  [
    "another page's description",
    'industries/hvac-seo.json',
    () => edit('industries/hvac-seo.json', (p) => void (p.meta.description = read('contact.json').meta.description)),
  ],
  [
    'links that lead nowhere, to a redirect, with a trailing slash and to a file',
    'industries/hvac-seo.json',
    () =>
      edit('industries/hvac-seo.json', (p) =>
        p.blocks.push({
          type: 'richText',
          content: [
            { type: 'paragraph', text: '[a](/nowhere) [b](/pricing) [c](/contact/) [d](/favicon.svg) [e](/hvac-seo#top) [f](/hvac-se)' },
          ],
        }),
      ),
  ],
  [
    'an image that does not exist',
    'about.json',
    () =>
      edit(
        'about.json',
        (p) =>
          void (p.blocks[2].items[0] = { ...p.blocks[2].items[0], image: { src: '/images/none.png', alt: '', width: 10, height: 10 } }),
      ),
  ],
  ['a path an earlier file has', 'industries/hvac-seo.json', () => edit('industries/hvac-seo.json', (p) => void (p.path = '/contact'))],
  ['a path a later file has', 'about.json', () => edit('about.json', (p) => void (p.path = '/hvac-seo'))],
  ["a case study's path", 'about.json', () => edit('about.json', (p) => void (p.path = '/case-studies/ed-tech'))],
  ['a reserved path', 'about.json', () => edit('about.json', (p) => void (p.path = '/team/index'))],
  [
    'a new path nobody links to',
    'industries/hvac-seo.json',
    () => edit('industries/hvac-seo.json', (p) => void ((p.path = '/hvac-contractor-seo'), delete p.card)),
  ],
  [
    'a new path with its card, so the menus link it',
    'industries/hvac-seo.json',
    () => edit('industries/hvac-seo.json', (p) => void (p.path = '/hvac-contractor-seo')),
  ],
  ['no card', 'industries/hvac-seo.json', () => edit('industries/hvac-seo.json', (p) => void delete p.card)],
  [
    'a card in the other group',
    'industries/hvac-seo.json',
    () => edit('industries/hvac-seo.json', (p) => void (p.card.group = 'services')),
  ],
  ['an index of a group with no cards', 'seo.json', () => edit('seo.json', (p) => void (p.blocks[1].group = 'services'))],
  ['noindex', 'industries/hvac-seo.json', () => edit('industries/hvac-seo.json', (p) => void ((p.meta.noindex = true), delete p.card))],
  [
    'two heroes and a vague button',
    'about.json',
    () =>
      edit('about.json', (p) => void p.blocks.push({ type: 'hero', title: 'Again', actions: [{ label: 'Learn more', href: '/contact' }] })),
  ],
  ['a misspelt block type', 'industries/hvac-seo.json', () => edit('industries/hvac-seo.json', (p) => void (p.blocks[1].type = 'benefit'))],
  [
    'a placeholder',
    'industries/hvac-seo.json',
    () => edit('industries/hvac-seo.json', (p) => void (p.blocks[0].title = 'TODO: a headline')),
  ],
  [
    'broken JSON',
    'industries/hvac-seo.json',
    () => readFileSync(path.join(dir, 'industries/hvac-seo.json'), 'utf8').replace('"blocks"', '"blocks",'),
  ],
  ['the home page without its links', 'index.json', () => edit('index.json', (p) => void (p.blocks = p.blocks.slice(0, 1)))],
  [
    'a page four clicks from home',
    'deep-four.json',
    () => edit('deep-four.json', (p) => void (p.meta.title = `${p.meta.title.slice(0, 50)} (new)`)),
  ],
  ['a page three clicks from home', 'deep-three.json', () => edit('deep-three.json', (p) => void p.blocks.push({ type: 'cta' }))],
  ['a page that links to itself only', 'deep-one.json', () => edit('deep-one.json', () => {})],
  [
    'a hero photo that is missing, and one whose alternative text is its file name',
    'industries/hvac-seo.json',
    () =>
      edit('industries/hvac-seo.json', (p) => {
        p.blocks[0].image = { src: 'industries/no-such-photo.jpg', alt: 'A technician at work on a rooftop unit' };
        p.blocks.push({ type: 'hero', title: 'Again', image: { src: 'industries/hvac-service-call.jpg', alt: 'hvac-service-call.jpg' } });
      }),
  ],
  ['a new page nobody links to', 'landing.json', () => fixturePage('landing', ['/contact'])],
  [
    'a new industry page with a card',
    'industries/roofer-seo.json',
    () =>
      edit(
        'industries/hvac-seo.json',
        (p) =>
          void (
            (p.path = '/roofer-seo'),
            (p.meta.title = 'Roofer SEO: More Roofing Jobs From Local Search | RankHarbor'),
            (p.meta.description = `${p.meta.description.slice(0, 150)} Roof.`),
            (p.card.title = 'Roofer SEO')
          ),
      ),
  ],
];

describe('the studio checks one edit as the whole-site check would', () => {
  it.each(edits)('%s', (_name, file, text) => {
    const target = path.join(dir, file);
    const edited = text();
    const fast = checker.check(target, edited);
    expect(fast.problems).toEqual(wholeSiteProblemsInFolder(dir, publicDir, target, edited));
    const whole = loadContentAndForms({
      pagesDir: dir,
      source: overlaySource(folderSource(dir), new Map([[target, edited]])),
      publicDir,
      seoRules: false,
    });
    const own = whole.pages.find((p) => p.file === target);
    expect(fast.path).toBe(own?.path ?? fast.path);
    expect(fast.page).toEqual(own ? whole.rendered.get(own.path) : undefined);
    if (fast.page) expect(fast.site).toEqual(whole.site);
  });

  it('reports, among the cases above, each kind of problem the site-wide rules raise', () => {
    const messages = edits.flatMap(([, file, text]) => checker.check(path.join(dir, file), text()).problems.map((p) => p.message));
    for (const kind of [
      /is the same as/,
      /already used by/,
      /leads nowhere/,
      /does not exist. Put the file in photos/,
      /No page links to/,
      /clicks from the home page/,
      /belongs to a case study/,
      /is reserved/,
    ])
      expect(messages.some((m) => kind.test(m))).toBe(true);
  });
});

describe('the index behind the check', () => {
  it('sees a change another program makes to a file on disk', async () => {
    const hvac = path.join(dir, 'industries', 'hvac-seo.json');
    const text = readFileSync(hvac, 'utf8');
    expect(checker.check(hvac, text).problems).toEqual([]);
    const careers = read('careers.json');
    careers.meta.title = read('industries/hvac-seo.json').meta.title;
    writeFileSync(path.join(dir, 'careers.json'), JSON.stringify(careers, null, 2));
    // careers.json comes first in file order, so the HVAC page now repeats its title.
    await expect
      .poll(() => checker.check(hvac, text).problems.map((p) => p.message))
      .toEqual(["The title is the same as /careers's. Every page needs its own."]);
  });
});
