// @vitest-environment jsdom
// The preview's texts, each marked with the pointer of the field it shows, on the site's real rendering
// (as the studio's preview draws it), and what editing in place reads back and puts back.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageData } from '../../src/core/page-data.ts';
import { Page } from '../../src/render/Page.tsx';
import { SiteProvider } from '../../src/site.tsx';
import { fieldMark, keepContent, markFields, markupOf } from '../../src/studio/app/preview/inline-text.ts';
import { isLinkAddress, linksIn, linkSpotAt, withLinkAddress, withoutLink } from '../../src/studio/app/preview/inline-links.ts';
import { fixtureContent } from './helpers.ts';

const site = fixtureContent().site!;
afterEach(cleanup);

const blocks = [
  {
    type: 'hero',
    title: 'Heating and cooling SEO',
    subtitle: 'More calls **in every season**, from [nearby homes](/services).',
    actions: [{ label: 'Get a free audit', href: '/contact', context: 'for your HVAC company' }],
  },
  {
    type: 'benefits',
    title: 'Why us',
    items: [
      { title: 'Found first', description: 'First sentence.' },
      { title: 'Found second', description: '**Bold all through**' },
    ],
  },
  { type: 'faq', title: 'Questions', items: [{ question: 'How long?', answer: 'About **three** months: [ask us](/contact).' }] },
  {
    type: 'table',
    title: 'Plans',
    caption: 'Plans compared',
    columns: ['Plan', 'Basic', 'Pro'],
    rows: [
      ['Pages', '20', '20'],
      ['Reports', 'Monthly', 'Weekly'],
    ],
  },
] as unknown as PageData['blocks'];

/** The page as the studio's preview renders it: each section in a wrapper that carries its index. */
function renderPreview(page: PageData) {
  return render(
    <SiteProvider site={site}>
      <Page
        page={page}
        path="/test"
        wrapBlock={(block, index) => (
          <div data-block-index={index} style={{ display: 'contents' }}>
            {block}
          </div>
        )}
      />
    </SiteProvider>,
  ).container;
}

const marked = (root: ParentNode) =>
  Object.fromEntries([...root.querySelectorAll(`[${fieldMark}]`)].map((el) => [el.getAttribute(fieldMark), el]));

describe('the preview marks each text with its field', () => {
  const page = { meta: { title: 'T', description: 'D' }, blocks };

  it('headlines, sentences with bold and links, button labels, FAQ answers and table cells, each with its own pointer', () => {
    const root = renderPreview(page);
    markFields(root, blocks);
    const marks = marked(root);
    expect(marks['/blocks/0/title']?.localName).toBe('h1');
    // A text with markup is marked on the element that holds all of it, never on its bold or its link alone.
    expect(marks['/blocks/0/subtitle']?.localName).toBe('p');
    expect(markupOf(marks['/blocks/0/subtitle']!)).toBe('More calls **in every season**, from [nearby homes](/services).');
    // A button's label: the words for screen readers only are no part of it.
    expect(marks['/blocks/0/actions/0/label']?.localName).toBe('a');
    expect(markupOf(marks['/blocks/0/actions/0/label']!)).toBe('Get a free audit');
    expect(marks['/blocks/0/actions/0/context']).toBeUndefined();
    expect(marks['/blocks/1/items/1/description']?.localName).toBe('p');
    expect(marks['/blocks/2/items/0/question']?.localName).toBe('summary');
    expect(marks['/blocks/2/items/0/answer']?.textContent).toBe('About three months: ask us.');
    expect(marks['/blocks/3/rows/1/2']?.localName).toBe('td');
    expect(marks['/blocks/3/rows/1/2']?.textContent).toBe('Weekly');
    expect(marks['/blocks/3/columns/1']?.localName).toBe('th');
    // The caption is read by screen readers only: not a text edited in place.
    expect(marks['/blocks/3/caption']).toBeUndefined();
  });

  it('every marked text is reached by Tab: a headline or a cell as a stop of its own, a link or a question as it is; marks going take their stops', () => {
    const root = renderPreview(page);
    markFields(root, blocks);
    const marks = marked(root);
    for (const pointer of ['/blocks/0/title', '/blocks/1/items/0/description', '/blocks/2/items/0/answer', '/blocks/3/rows/1/2'])
      expect(marks[pointer]?.getAttribute('tabindex'), pointer).toBe('0');
    // A button's label and a question are reached by the keyboard already: no second stop.
    expect(marks['/blocks/0/actions/0/label']?.hasAttribute('tabindex')).toBe(false);
    expect(marks['/blocks/2/items/0/question']?.hasAttribute('tabindex')).toBe(false);
    // Only marked texts are stops: the section's other elements are not.
    expect(root.querySelectorAll('[tabindex="0"]:not([data-studio-field])')).toHaveLength(0);
    const typed = structuredClone(blocks) as unknown as { title: string }[];
    typed[0]!.title = 'Heating and cooling SEO, typed on';
    const headline = marks['/blocks/0/title']!;
    markFields(root, typed);
    expect(headline.hasAttribute('tabindex')).toBe(false);
    expect(marked(root)['/blocks/0/subtitle']?.getAttribute('tabindex')).toBe('0');
  });

  it('the same words in two fields: the first field takes the first, the second the second', () => {
    const root = renderPreview(page);
    markFields(root, blocks);
    const marks = marked(root);
    const both = [...root.querySelectorAll('[data-block-index="3"] tbody tr:first-child td')];
    expect(both.map((td) => td.textContent)).toEqual(['20', '20']);
    expect(marks['/blocks/3/rows/0/1']).toBe(both[0]);
    expect(marks['/blocks/3/rows/0/2']).toBe(both[1]);
  });

  it('a field whose words the preview does not show yet stays unmarked; marks of an earlier render go', () => {
    const root = renderPreview(page);
    markFields(root, blocks);
    const typed = structuredClone(blocks) as unknown as { title: string }[];
    typed[0]!.title = 'Heating and cooling SEO, typed on';
    markFields(root, typed);
    expect(marked(root)['/blocks/0/title']).toBeUndefined();
    expect(marked(root)['/blocks/0/subtitle']).toBeDefined();
  });

  it('the site renders no marks: the same page without the studio carries none of them', () => {
    const { container } = render(
      <SiteProvider site={site}>
        <Page page={page} path="/test" />
      </SiteProvider>,
    );
    expect(container.innerHTML).not.toContain(fieldMark);
    expect(container.innerHTML).not.toContain('data-block-index');
  });
});

describe('editing in place', () => {
  it('reads back bold and links as markup, and puts the element back exactly as the renderer made it', () => {
    const p = document.createElement('p');
    p.innerHTML = 'More <strong>calls</strong> from <a href="/x">here</a><span class="sr-only"> hidden</span>';
    const nodes = [...p.childNodes];
    const firstText = p.firstChild as Text;
    const putBack = keepContent(p);
    firstText.data = 'Many more ';
    p.querySelector('strong')!.textContent = 'calls and jobs';
    p.append(document.createElement('br'), 'typed on');
    expect(markupOf(p)).toBe('Many more **calls and jobs** from [here](/x) typed on');
    putBack();
    expect([...p.childNodes]).toEqual(nodes);
    expect(p.firstChild).toBe(firstText);
    expect(markupOf(p)).toBe('More **calls** from [here](/x)');
  });

  it('a bold or a link emptied by typing leaves no empty markup behind', () => {
    const p = document.createElement('p');
    p.innerHTML = 'Plain <strong></strong><a href="/x"> </a>end';
    expect(markupOf(p)).toBe('Plain  end');
  });
});

describe('links in the words, changed from the preview', () => {
  const words = 'Call [our team](/contact) or read **the [fine](/x) print** and [the plans](/pricing#growth).';

  it('finds the links the site shows, in order: a link inside bold words is no link', () => {
    expect(linksIn(words).map(({ label, href }) => [label, href])).toEqual([
      ['our team', '/contact'],
      ['the plans', '/pricing#growth'],
    ]);
  });

  it('changes one link’s address, or takes the link away and keeps its words; the rest stays as it was', () => {
    expect(withLinkAddress(words, 1, ' /services/technical-seo ')).toBe(
      'Call [our team](/contact) or read **the [fine](/x) print** and [the plans](/services/technical-seo).',
    );
    expect(withLinkAddress(words, 0, '/about')).toBe(words.replace('(/contact)', '(/about)'));
    expect(withoutLink(words, 0)).toBe('Call our team or read **the [fine](/x) print** and [the plans](/pricing#growth).');
    // No such link: the words as they are.
    expect(withLinkAddress(words, 2, '/about')).toBe(words);
    expect(withoutLink('No links here.', 0)).toBe('No links here.');
    expect(isLinkAddress('/about')).toBe(true);
    expect(isLinkAddress('/about us')).toBe(false);
    expect(isLinkAddress('/a)b')).toBe(false);
  });

  it('the link under the caret in the preview is the same link of the words; a button’s address is its own field', () => {
    const root = renderPreview({ meta: { title: 'T', description: 'D' }, blocks });
    markFields(root, blocks);
    const marks = marked(root);
    const answer = marks['/blocks/2/items/0/answer'] as HTMLElement;
    const value = 'About **three** months: [ask us](/contact).';
    const link = answer.querySelector('a')!;
    const read = (pointer: string) => (pointer === '/blocks/0/actions/0/href' ? '/contact' : undefined);
    const spot = linkSpotAt(answer, link.firstChild, '/blocks/2/items/0/answer', value, read);
    const { link: spotLink, ...rest } = spot ?? {};
    expect(spotLink === link).toBe(true);
    expect(rest).toEqual({ kind: 'words', pointer: '/blocks/2/items/0/answer', index: 0, href: '/contact' });
    // The caret in the bold words: no link there.
    expect(linkSpotAt(answer, answer.querySelector('strong')!.firstChild, '/blocks/2/items/0/answer', value, read)).toBeUndefined();
    const button = marks['/blocks/0/actions/0/label'] as HTMLElement;
    const { link: buttonLink, ...field } =
      linkSpotAt(button, button.firstChild, '/blocks/0/actions/0/label', 'Get a free audit', read) ?? {};
    expect(buttonLink === button).toBe(true);
    expect(field).toEqual({ kind: 'field', pointer: '/blocks/0/actions/0/href', href: '/contact' });
  });
});
