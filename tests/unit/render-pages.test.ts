// Prerendering runs in Node, so these tests do too (no DOM).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../../src/tooling/paths.ts';
import { createRenderer, drawShared, renderRoute } from '../../src/entry-server.tsx';
import { routeTable } from '../../src/routes/page-lookup.ts';
import { fillVersion, holdsVersion, versionSlot } from '../../src/forms/origin-fields.ts';
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
    // The form's code reads everything from this HTML: its island carries no props.
    expect(result.html).toMatch(/<div data-island="form" data-island-when="visible" class="contents">/);
    expect(result.html).not.toMatch(/data-island-props="">[^<]*<\/script><div data-island="form"/);
  });
});

describe("a lead form's origin in hidden fields", () => {
  const hidden = (html: string) =>
    [...html.matchAll(/<input type="hidden" name="(page|version|experiment|variant)" value="([^"]*)"\/>/g)].map(([, name, value]) => [
      name,
      value,
    ]);
  const pageAt = (route: string) => {
    const data = routeTable(site, content.rendered)(route);
    if (data.kind === 'redirect') throw new Error(`${route} redirected`);
    return data;
  };

  it('carries the page and the version slot in each form, so a post without JavaScript carries them', async () => {
    const html = (await createRenderer(site, content.rendered)('/contact')) as { html: string };
    // Each form of the page (the contact section's and the audit dialog's, if any) carries both.
    const fields = hidden(html.html);
    expect(fields.length).toBeGreaterThanOrEqual(2);
    expect(fields.filter(([name]) => name === 'page').every(([, value]) => value === '/contact')).toBe(true);
    expect(fields.filter(([name]) => name === 'version').every(([, value]) => value === versionSlot)).toBe(true);
    expect(fields.some(([name]) => name === 'experiment' || name === 'variant')).toBe(false);
    expect(holdsVersion(html.html)).toBe(true);
  });

  it("fills the build's version into the fields alone, escaped, and nothing into a page without a form", async () => {
    const html = await htmlAt(createRenderer(site, content.rendered, { version: '0123abc' }), '/contact');
    expect(html).toContain('<input type="hidden" name="version" value="0123abc"/>');
    expect(html).not.toContain(versionSlot);
    expect(fillVersion(`<input type="hidden" name="version" value="${versionSlot}"/>`, 'a"<b>&')).toBe(
      '<input type="hidden" name="version" value="a&quot;&lt;b&gt;&amp;"/>',
    );
    // Text an editor wrote never holds value="<slot>": React writes its quotes as &quot;.
    expect(fillVersion(`<p>value=&quot;${versionSlot}&quot;</p>`, 'x')).toBe(`<p>value=&quot;${versionSlot}&quot;</p>`);
    const privacy = await htmlAt(createRenderer(site, content.rendered), '/privacy');
    expect(holdsVersion(privacy)).toBe(false);
    expect(hidden(privacy)).toEqual([]);
  });

  it("carries the experiment and variant only in that variant's render, and the page rendered so is the same otherwise", () => {
    const data = pageAt('/contact');
    const control = renderRoute(site, data).html;
    const variant = renderRoute(site, data, undefined, { experiment: { id: 'contact-headline', variant: 'b' } }).html;
    expect(hidden(variant)).toContainEqual(['experiment', 'contact-headline']);
    expect(hidden(variant)).toContainEqual(['variant', 'b']);
    expect(hidden(control).some(([name]) => name === 'experiment')).toBe(false);
    expect(variant.replace(/<input type="hidden" name="(experiment|variant)" value="[^"]*"\/>/g, '')).toBe(control);
  });
});

/** The HTML of a path, which must be a page (not a redirect). */
async function htmlAt(render: ReturnType<typeof createRenderer>, route: string): Promise<string> {
  const result = await render(route);
  if (result.kind !== 'html') throw new Error(`${route} redirected`);
  return result.html;
}

describe('the audit dialog', () => {
  const render = createRenderer(site, content.rendered);

  it('comes with a page whose action opens the audit form: a native dialog holding the form, opened by an invoker button with a link beside it', async () => {
    const html = await htmlAt(render, '/');
    expect(html.match(/<dialog[\s>]/g)).toHaveLength(1);
    const dialog = html.match(/<dialog id="audit-dialog"[^>]*>[\s\S]*?<\/dialog>/)?.[0];
    expect(dialog).toBeDefined();
    expect(dialog).toMatch(/ aria-labelledby="audit-dialog-title"/);
    expect(dialog).toContain(`<h2 id="audit-dialog-title"`);
    // The whole form is in the HTML, inside its island, so it posts even before its code arrives.
    expect(dialog).toMatch(/<div data-island="audit-dialog" data-island-when="visible" class="contents"><div data-lead-form="audit">/);
    expect(dialog).toMatch(/<form[^>]* action="[^"]+"[^>]* method="post"/);
    expect(dialog).toMatch(/<button type="submit"/);
    expect(dialog).toMatch(/<button [^>]*commandfor="audit-dialog" command="close"/);
    // The action is a button that opens the dialog without script, and a link to its page where that is not supported.
    expect(html).toMatch(
      /<button type="button" class="[^"]* audit-trigger" aria-haspopup="dialog" commandfor="audit-dialog" command="show-modal">/,
    );
    expect(html).toMatch(/<a href="\/contact" class="[^"]* audit-fallback">/);
  });

  it('is left out of a page with no action that opens it', async () => {
    for (const route of ['/contact', '/webinar', '/privacy']) {
      expect(JSON.stringify(content.rendered.get(route))).not.toContain('"opensForm"');
      const html = await htmlAt(render, route);
      expect(html).not.toMatch(/<dialog[\s>]/);
      expect(html).not.toContain('audit-dialog');
      expect(html).not.toContain('audit-trigger');
    }
  });
});

describe('islands in the prerendered pages', () => {
  it('have code: each island a page is marked with has a <name>.island.tsx (or .ts) under src/', async () => {
    // As src/islands/entry.ts finds them: anywhere in src/ but the studio.
    const files = (readdirSync(path.join(root, 'src'), { recursive: true }) as string[]).filter(
      (file) => /\.island\.tsx?$/.test(file) && !file.startsWith(`editor${path.sep}`),
    );
    const withCode = new Set(files.map((file) => path.basename(file).replace(/\.island\.tsx?$/, '')));
    // A site with analytics, so the cookie banner is among the islands too; and an unknown path, for the not-found page.
    const render = createRenderer({ ...site, analytics: { id: 'G-TEST123' } }, content.rendered);
    const marked = new Set<string>();
    for (const route of [...content.rendered.keys(), '/no-such-page'])
      for (const [, name] of (await htmlAt(render, route)).matchAll(/ data-island="([^"]+)"/g)) marked.add(name!);
    expect([...marked].sort()).toEqual(
      expect.arrayContaining(['audit-dialog', 'consent', 'countdown', 'form', 'hero', 'not-found-log', 'resultsTabs', 'testimonials']),
    );
    for (const name of marked) expect(withCode.has(name), `the island "${name}" has a ${name}.island.tsx`).toBe(true);
  });

  it('include the cookie banner only on a site that loads something needing consent', async () => {
    // The banner is in the HTML, hidden, with what its island reads (no props: the page carries no JSON for it).
    const banner =
      /<div data-island="consent" data-island-when="idle" class="contents"><section hidden="" aria-label="Cookie consent" data-analytics-id="G-TEST123"[^>]*>.*?<button type="button" class="btn-on-dark" data-choice="rejected">Reject<\/button><button type="button" class="btn-accent" data-choice="accepted">Accept<\/button><\/div><\/section><\/div>/;
    const tracked = await htmlAt(createRenderer({ ...site, analytics: { id: 'G-TEST123' } }, content.rendered), '/privacy');
    expect(tracked).toMatch(banner);
    expect(tracked).not.toContain('data-island-props');
    const plain = await htmlAt(createRenderer(site, content.rendered), '/privacy');
    expect(plain).not.toContain('data-island="consent"');
    // With no island at all, the page is static HTML (the prerenderer then adds no script).
    expect(plain).not.toMatch(/ data-island=/);
  });
});

describe('the header and footer, drawn once per build', () => {
  const routes = [...content.rendered.keys(), '/404', '/case-studies/404', '/no-such-page'];
  for (const [name, variant] of [
    ['the site', site],
    ['a site with analytics (its cookie banner follows the footer)', { ...site, analytics: { id: 'G-TEST123' } }],
  ] as const)
    it(`give every page of ${name} the bytes of the page rendered whole`, () => {
      const shared = drawShared(variant);
      expect(shared?.header).toMatch(/^<header[\s>]/);
      expect(shared?.footer).toMatch(/^<footer[\s>]/);
      const route = routeTable(variant, content.rendered);
      for (const path of routes) {
        const data = route(path);
        if (data.kind === 'redirect') throw new Error(`${path} redirected`);
        expect(renderRoute(variant, data, shared).html, path).toBe(renderRoute(variant, data).html);
      }
    });
});
