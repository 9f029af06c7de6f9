// The studio on the web keeps a photo added in this browser until it is sent with a page. When a section
// with such a photo was copied to another saved page, sending the first page must not forget it: the
// second page's review takes it too (else that review shows a photo its branch does not have).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { photosDoneWith } from '../../src/studio/github/backend/publishing.ts';
import { root } from '../../src/tooling/paths.ts';

type Page = { blocks: Record<string, unknown>[] } & Record<string, unknown>;
const read = (file: string) => JSON.parse(readFileSync(path.join(root, 'pages', file), 'utf8')) as Page;
const text = (page: unknown) => `${JSON.stringify(page, null, 2)}\n`;

describe('the photos a sent page took with it', () => {
  // The About page with a new photo in its hero, added in this browser; its team cards copied to the plumbers' page.
  const about = read('about.json');
  about.blocks[0] = { ...about.blocks[0], image: { src: 'about/img-2041.jpg', alt: 'The team at the whiteboard' } };
  const cards = about.blocks.find((b) => b.type === 'cards' && JSON.stringify(b).includes('"src":"about/'))!;
  const plumber = read('industries/plumber-seo.json');
  const withCopy = { ...plumber, blocks: [...plumber.blocks.slice(0, 2), about.blocks[0], cards, ...plumber.blocks.slice(2)] };
  // (A hero copied below another page's hero is refused in the studio; here it only carries the photo.)

  it('are forgotten here when no other saved page shows them', () => {
    expect(photosDoneWith(['photos/about/img-2041.jpg'], [{ text: text(read('careers.json')) }])).toEqual(['photos/about/img-2041.jpg']);
    expect(photosDoneWith(['photos/about/img-2041.jpg'], [])).toEqual(['photos/about/img-2041.jpg']);
  });

  it('are kept while another saved page shows one of them, for that page’s review', () => {
    expect(photosDoneWith(['photos/about/img-2041.jpg', 'photos/about/other.jpg'], [{ text: text(withCopy) }])).toEqual([
      'photos/about/other.jpg',
    ]);
  });

  it('a saved page that cannot be read keeps nothing back', () => {
    expect(photosDoneWith(['photos/about/img-2041.jpg'], [{ text: '{ "blocks": [' }])).toEqual(['photos/about/img-2041.jpg']);
  });
});
