// Prerendering runs in Node, so these tests do too (no DOM).
import { describe, expect, it } from 'vitest';
import { createRenderer } from '../../src/entry-server.tsx';
import { everyPagePrerenders, fixtureContent } from './helpers.ts';

const content = fixtureContent();
const site = content.site!;

everyPagePrerenders('every page of the fixture site (page files and case studies)', content);

describe('pages with a form', () => {
  const render = createRenderer(site, content.rendered);
  it('carry the whole form in their HTML, with no inline script', async () => {
    const result = await render('/contact');
    if (result.kind !== 'html') throw new Error('expected HTML');
    expect(result.html).toMatch(/<form[^>]*action="[^"]+"[^>]*method="post"/);
    expect(result.html).toContain('name="access_key"');
    // The honeypot too, so a post without JavaScript carries it (empty); hidden, out of the tab order and of the accessibility tree.
    const honeypot = result.html.match(
      /<div class="hidden" aria-hidden="true"><label>[^<]+(<input [^>]*name="botcheck"[^>]*>)<\/label><\/div>/,
    )?.[1];
    for (const attribute of [/ type="text"/, / tabindex="-1"/, / autocomplete="off"/i]) expect(honeypot).toMatch(attribute);
    expect(honeypot).not.toMatch(/ value="[^"]/);
    // Structured data (JSON-LD) and island props (JSON) are the only script elements: data, never code.
    expect(result.html).not.toMatch(/<script(?! type="application\/(ld\+)?json")/);
    expect(result.html).toMatch(/<script type="application\/json" data-island-props="">\{"block":\{"type":"form"/);
  });
});
