// npm run validate enforces the site's own technical-SEO checklist: one failing case per rule, with
// the file, line and message an editor sees.
import { describe, expect, it } from 'vitest';
import { seoProblems } from '../../src/core/seo-rules.ts';
import { blockBuilds } from '../../src/generated/block-builds.ts';
import type { PageData } from '../../src/core/page-data.ts';
import { fixturePage, fixtureSite, seoProblemsFor, validHome } from './helpers.ts';

const withMeta = (title: string, description: string) => {
  const page = JSON.parse(fixturePage('about'));
  page.meta = { title, description };
  return JSON.stringify(page, null, 2);
};
const linkedFromHome = (...paths: string[]) => ({ 'index.json': fixturePage('home', ['/contact', '/services', ...paths]) });
const describedPage = JSON.parse(fixturePage('about'));
const sixty = 'T'.repeat(55);
const description = 'D'.repeat(155);

describe('SEO rules in validation', () => {
  it('the fixture site passes them all (so each case below fails for its own reason only)', () => {
    expect(seoProblemsFor(linkedFromHome('/about'), undefined).length).toBeGreaterThan(0); // /about does not exist yet: a broken link
    expect(seoProblemsFor({ ...linkedFromHome('/about'), 'about.json': fixturePage('about') })).toEqual([]);
  });

  it('a title outside 50-60 characters is an error at the title', () => {
    const problems = seoProblemsFor({ ...linkedFromHome('/about'), 'about.json': withMeta('Too short', description) });
    expect(problems).toEqual([
      expect.objectContaining({
        file: expect.stringMatching(/about\.json$/),
        line: 4,
        pointer: '/meta/title',
        // The range is a limit (the page cannot be saved outside it), and is said as one.
        message: 'The title is 9 characters; it must be 50 to 60, the length search results show whole. Say more about the page.',
      }),
    ]);
    expect(seoProblemsFor({ ...linkedFromHome('/about'), 'about.json': withMeta('T'.repeat(61), description) })[0]!.message).toMatch(
      /61 characters.*Shorten it/,
    );
  });

  it('a description outside 150-160 characters is an error at the description', () => {
    const problems = seoProblemsFor({ ...linkedFromHome('/about'), 'about.json': withMeta(sixty, 'Short.') });
    expect(problems).toEqual([
      expect.objectContaining({
        line: 5,
        pointer: '/meta/description',
        message: 'The description is 6 characters; it must be 150 to 160, the length search results show whole. Add a detail.',
      }),
    ]);
  });

  it('a missing title or description is an error', () => {
    const page = { ...describedPage, meta: { title: sixty } };
    const problems = seoProblemsFor({ ...linkedFromHome('/about'), 'about.json': JSON.stringify(page, null, 2) });
    expect(problems[0]!.message).toMatch(/^Description is required\./);
  });

  it('a title or description another page already has is an error naming that page', () => {
    const home = JSON.parse(validHome);
    const problems = seoProblemsFor({
      ...linkedFromHome('/about', '/team'),
      'about.json': withMeta(sixty, description),
      'team.json': withMeta(sixty, description),
    });
    expect(problems).toEqual([
      expect.objectContaining({
        file: expect.stringMatching(/team\.json$/),
        pointer: '/meta/title',
        message: "The title is the same as /about's. Every page needs its own.",
      }),
      expect.objectContaining({
        file: expect.stringMatching(/team\.json$/),
        pointer: '/meta/description',
        message: "The description is the same as /about's. Every page needs its own.",
      }),
    ]);
    expect(
      seoProblemsFor({ ...linkedFromHome('/about'), 'about.json': withMeta(home.meta.title, description) }).map((p) => p.message),
    ).toEqual([expect.stringMatching(/^The title is the same as/)]);
  });

  it('a page without exactly one h1 is an error', () => {
    const none = { ...describedPage, blocks: [{ type: 'faq', title: 'Questions', items: [{ question: 'Q?', answer: 'A.' }] }] };
    expect(seoProblemsFor({ ...linkedFromHome('/about'), 'about.json': JSON.stringify(none, null, 2) }).map((p) => p.message)).toEqual([
      'The page has no main headline (h1): start it with a "hero" block.',
    ]);
    const two = { ...describedPage, blocks: [describedPage.blocks[0], { type: 'hero', title: 'Again' }] };
    expect(seoProblemsFor({ ...linkedFromHome('/about'), 'about.json': JSON.stringify(two, null, 2) }).map((p) => p.message)).toEqual([
      'The page has 2 main headlines (h1), one per "hero" block. Keep one hero.',
    ]);
  });

  it('an image without alt text is an error at the image', () => {
    const page = {
      ...describedPage,
      blocks: [
        ...describedPage.blocks,
        {
          type: 'logos',
          logos: [
            { src: '/favicon.svg', alt: 'Our logo', width: 32, height: 32 },
            { src: '/favicon.svg', alt: ' ', width: 32, height: 32 },
          ],
        },
      ],
    };
    const problems = seoProblemsFor({ ...linkedFromHome('/about'), 'about.json': JSON.stringify(page, null, 2) });
    expect(problems).toEqual([
      expect.objectContaining({ pointer: '/blocks/1/logos/1', message: expect.stringMatching(/^This image has no alt text/) }),
    ]);
  });

  it('an image without dimensions is refused', () => {
    const page = {
      ...describedPage,
      blocks: [
        ...describedPage.blocks,
        {
          type: 'logos',
          logos: [
            { src: '/favicon.svg', alt: 'Logo', width: 32, height: 32 },
            { src: '/favicon.svg', alt: 'Logo' },
          ],
        },
      ],
    };
    const problems = seoProblemsFor({ ...linkedFromHome('/about'), 'about.json': JSON.stringify(page, null, 2) });
    expect(problems.map((p) => p.message)).toEqual(expect.arrayContaining([expect.stringMatching(/^Width in pixels is required\./)]));
  });

  it('an internal link to no page is an error', () => {
    const problems = seoProblemsFor(linkedFromHome('/nowhere'));
    expect(problems.map((p) => p.message)).toEqual([expect.stringMatching(/^The link \/nowhere leads nowhere/)]);
  });

  it('a page no other page links to is an error', () => {
    const problems = seoProblemsFor({ 'about.json': fixturePage('about') });
    expect(problems).toEqual([
      expect.objectContaining({
        file: expect.stringMatching(/about\.json$/),
        line: 1,
        message: 'No page links to /about, so visitors and search engines cannot find it. Link to it from a related page or a menu.',
      }),
    ]);
  });

  it('a page more than 3 clicks from the home page is an error; menus count as a click from every page', () => {
    const chain = {
      ...linkedFromHome('/one'),
      'one.json': fixturePage('one', ['/two']),
      'two.json': fixturePage('two', ['/three']),
      'three.json': fixturePage('three', ['/four']),
      'four.json': fixturePage('four'),
    };
    expect(seoProblemsFor(chain).map((p) => p.message)).toEqual([
      '/four is 4 clicks from the home page; keep every page within 3. Link to it from a page closer to the home page.',
    ]);
    const menu = {
      ...fixtureSite,
      header: {
        ...fixtureSite.header,
        nav: [
          { label: 'Home', href: '/' },
          { label: 'Four', href: '/four' },
        ],
      },
    };
    expect(seoProblemsFor(chain, menu)).toEqual([]);
  });

  it('pages reachable only through each other, never from the home page, are errors', () => {
    const problems = seoProblemsFor({ 'a.json': fixturePage('a', ['/b']), 'b.json': fixturePage('b', ['/a']) });
    expect(problems.map((p) => p.message)).toEqual([
      '/a is not reachable from the home page through links; keep every page within 3. Link to it from a page closer to the home page.',
      '/b is not reachable from the home page through links; keep every page within 3. Link to it from a page closer to the home page.',
    ]);
  });

  it('a button with vague words (Learn More) needs context saying where it leads', () => {
    const page = {
      ...describedPage,
      blocks: [...describedPage.blocks, { type: 'cta', primary: { label: 'Learn More', href: '/contact' }, secondary: null }],
    };
    const problems = seoProblemsFor({ ...linkedFromHome('/about'), 'about.json': JSON.stringify(page, null, 2) });
    expect(problems).toEqual([
      expect.objectContaining({
        pointer: '/blocks/1/primary',
        message: expect.stringMatching(/^This button's words do not say where it leads/),
      }),
    ]);
    page.blocks[1] = {
      type: 'cta',
      primary: { label: 'Learn More', href: '/contact', context: 'about working with us' },
      secondary: null,
    } as never;
    expect(seoProblemsFor({ ...linkedFromHome('/about'), 'about.json': JSON.stringify(page, null, 2) })).toEqual([]);
  });

  it('a link to a redirect counts as a link to its target', () => {
    const site = { ...fixtureSite, redirects: [{ from: '/old-about', to: '/about' }] };
    expect(seoProblemsFor({ ...linkedFromHome('/old-about'), 'about.json': fixturePage('about') }, site)).toEqual([]);
  });
});

describe('the SEO rules point at what they find', () => {
  it('with keys escaped, so a key containing / or ~ gives a pointer that leads to it', () => {
    const page = {
      meta: { title: 'T'.repeat(55), description: 'D'.repeat(155) },
      blocks: [{ type: 'hero', title: 'Hi' }],
    } as unknown as PageData;
    const data = { blocks: [{ type: 'hero', 'links/more~': { primary: { label: 'Learn more', href: '/' } } }] };
    const problems = seoProblems(
      blockBuilds,
      { ...fixtureSite, redirects: [] } as never,
      new Map([['/', page]]),
      new Map([['/', { file: 'x.json', base: '', data }]]),
    );
    expect(problems).toEqual([
      expect.objectContaining({
        pointer: '/blocks/0/links~1more~0/primary',
        message: expect.stringMatching(/^This button's words do not say where it leads/),
      }),
    ]);
  });
});
