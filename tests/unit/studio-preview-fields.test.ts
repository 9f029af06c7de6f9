// A click in the studio's preview leads to the field of the text clicked, matched by the words shown.
import { describe, expect, it } from 'vitest';
import { fieldForClick, shownText } from '../../src/studio/app/preview/preview-fields.ts';

const benefits = {
  type: 'benefits',
  title: 'Why HVAC companies choose us',
  items: [
    { icon: 'star', title: 'Map pack first', text: 'Show up **first** when a furnace quits.' },
    { icon: 'phone', title: 'Calls, not clicks', text: 'Read [our method](/about) for the details.' },
  ],
};

describe('from a click in the preview to its field', () => {
  it("a benefit's title leads to that benefit's Title, the section's heading to its own", () => {
    expect(fieldForClick(benefits, 2, ['Calls, not clicks', 'Calls, not clicks Read our method for the details.'])).toBe(
      '/blocks/2/items/1/title',
    );
    expect(fieldForClick(benefits, 2, ['Why HVAC companies choose us'])).toBe('/blocks/2/title');
  });

  it('text with bold words or links matches as the reader sees it; a parent is tried when the element itself matches nothing', () => {
    expect(fieldForClick(benefits, 0, ['first', 'Show up first when a furnace quits.'])).toBe('/blocks/0/items/0/text');
    expect(fieldForClick(benefits, 0, ['our method', '  Read our method\n for the details. '])).toBe('/blocks/0/items/1/text');
    expect(shownText('A **b** [c](/d)')).toBe('A b c');
  });

  it('nothing when no text matches: the section itself is opened instead', () => {
    expect(fieldForClick(benefits, 0, ['', 'Something else'])).toBeUndefined();
    // An icon's name is no text a visitor reads.
    expect(fieldForClick(benefits, 0, ['star'])).toBeUndefined();
  });

  it('a click on a photo leads to its photo field, never to a text or choice of the section', () => {
    const hero = {
      type: 'hero',
      title: 'HVAC SEO',
      image: { src: 'industries/van.jpg', alt: 'A van', focus: { x: 70, y: 60 } },
      actions: [{ label: 'Call', href: '/contact', icon: 'phone' }],
    };
    const clicked = (src: string) => src === 'industries/van.jpg';
    // An image shows no text: the clicked photo is the one whose file is shown.
    expect(fieldForClick(hero, 0, ['', 'A van HVAC SEO Call'], clicked)).toBe('/blocks/0/image');
    const cards = { type: 'cards', items: [{ image: { src: 'a.jpg', alt: 'A' } }, { image: { src: 'b.jpg', alt: 'B' } }] };
    expect(fieldForClick(cards, 3, [''], (src) => src === 'b.jpg')).toBe('/blocks/3/items/1/image');
    // A photo the section does not hold (the site's own picture) leads nowhere in particular.
    expect(fieldForClick(hero, 0, [''], () => false)).toBeUndefined();
  });
});
