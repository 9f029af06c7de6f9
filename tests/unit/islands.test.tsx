// Islands: the renderer marks each interactive block with its props, and the loader wakes each island at
// its moment, or at once when the visitor reaches it first.
// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRenderer } from '../../src/entry-server.tsx';
import { holdEarlySubmits, startIslands } from '../../src/islands/loader.ts';
import { Layout } from '../../src/layout/Layout.tsx';
import { Page } from '../../src/render/Page.tsx';
import { blockRegistry } from '../../src/render/registry.ts';
import type { BlockOfType, BlockType } from '../../src/core/page-data.ts';
import type { PageData } from '../../src/core/page-data.ts';
import { SiteProvider } from '../../src/site.tsx';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { root } from '../../src/tooling/paths.ts';
import { fixtureContent } from './helpers.ts';

const { site, rendered } = fixtureContent();
const htmlOf = (page: PageData, path = '/test') =>
  renderToString(
    <SiteProvider site={site!}>
      <Page page={page} path={path} />
    </SiteProvider>,
  );
const html = (path: string) => htmlOf(rendered.get(path) as PageData, path);
/** The first block of a type on a fixture page. */
const blockOf = <T extends BlockType>(path: string, type: T) =>
  (rendered.get(path) as PageData).blocks.find((block): block is BlockOfType<T> => block.type === type)!;

let observed: Element[] = [];
let trigger: (() => void)[] = [];
beforeEach(() => {
  observed = [];
  trigger = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        observed.push(element);
        trigger.push(() => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never));
      }
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

// The island's code is imported (and, under the test runner, compiled) on its first use: on a busy
// machine that alone can take longer than waitFor's default second.
const hydrationWait = { timeout: 10_000 };
describe('island markers', () => {
  it('mark the interactive blocks of a page, each with the props its code reads as JSON (none for code that reads the HTML), and nothing else', () => {
    document.body.innerHTML = html('/webinar');
    // The countdown ticks from the start; the hero (which has a form) wakes when it nears the viewport.
    expect(
      [...document.querySelectorAll('[data-island]')].map(
        (el) => `${el.getAttribute('data-island')}:${el.getAttribute('data-island-when')}`,
      ),
    ).toEqual(['countdown:load', 'hero:visible']);
    document.body.innerHTML = html('/contact');
    const islands = [...document.querySelectorAll('[data-island]')].map(
      (el) => `${el.getAttribute('data-island')}:${el.getAttribute('data-island-when')}`,
    );
    expect(islands).toEqual(expect.arrayContaining(['form:visible', 'resultsTabs:visible']));
    // The form and the tabs read their HTML alone: the page carries no JSON for them, nor any site config.
    const propsOf = (element: Element) =>
      element.previousElementSibling?.matches('script[data-island-props]')
        ? JSON.parse(element.previousElementSibling.textContent!)
        : undefined;
    for (const element of document.querySelectorAll('[data-island]')) {
      expect(propsOf(element)).toBeUndefined();
      // No inline style (the CSP allows none): the wrapper is display: contents through a class.
      expect(element.getAttribute('style')).toBeNull();
      expect(element.getAttribute('class')).toBe('contents');
    }
    expect(document.querySelector('script[type="application/json"]:not([data-island-props])')).toBeNull();
    // The countdown's props are what its code reads: the moment and the words for after it.
    document.body.innerHTML = html('/webinar');
    const countdown = document.querySelector('[data-island="countdown"]')!;
    expect(Object.keys(propsOf(countdown).block).sort()).toEqual(['daysAhead', 'endedLabel', 'hour']);
    // A component that hydrates gets its block, its place and its icons.
    document.body.innerHTML = html('/');
    expect(propsOf(document.querySelector('[data-island="testimonials"]')!).block.type).toBe('testimonials');
  });

  it('leave a page without interactive blocks unmarked', () => {
    document.body.innerHTML = html('/privacy');
    expect(document.querySelectorAll('[data-island], script[data-island-props]')).toHaveLength(0);
  });

  it('make a hero an island only when it has a form', () => {
    const hero = blockOf('/webinar', 'hero');
    expect(hero.form).toBeTruthy();
    const withoutForm = { ...hero, form: undefined };
    document.body.innerHTML = htmlOf({ meta: { title: 'T', description: 'D' }, blocks: [hero, withoutForm] });
    expect([...document.querySelectorAll('[data-island]')].map((el) => el.getAttribute('data-island'))).toEqual(['hero']);
    expect(document.querySelectorAll('h1')).toHaveLength(2);
  });

  it("carry in an island's props the drawings of the icons its block names, and only those", () => {
    const icons = { thermometer: '<path d="M1 1"/>', zap: '<path d="M2 2"/>' };
    const testimonials = blockOf('/', 'testimonials');
    document.body.innerHTML = htmlOf({
      meta: { title: 'T', description: 'D' },
      icons,
      blocks: [
        { ...testimonials, items: [{ ...testimonials.items[0], name: 'thermometer' }, ...testimonials.items.slice(1)] },
        { ...testimonials, title: 'Second' },
      ],
    });
    const [first, second] = [...document.querySelectorAll('[data-island="testimonials"]')].map((el) =>
      JSON.parse(el.previousElementSibling!.textContent!),
    );
    expect(first.icons).toEqual({ thermometer: '<path d="M1 1"/>' });
    // A block that names no icon carries none.
    expect(second).not.toHaveProperty('icons');
  });
});

describe('the island loader', () => {
  const page = () => {
    document.body.innerHTML = html('/webinar') + html('/contact');
    const hydrated: string[] = [];
    // Each island hydrates from its props when its code reads any, else from its HTML alone (props null).
    const importer = (type: string) => () =>
      Promise.resolve({
        hydrate: (element: HTMLElement, props: unknown) =>
          void hydrated.push(
            `${type}:${(props as { block?: { type?: string } } | null)?.block?.type ?? element.getAttribute('data-island')}`,
          ),
      });
    return {
      hydrated,
      importers: {
        countdown: importer('countdown'),
        hero: importer('hero'),
        form: importer('form'),
        resultsTabs: importer('resultsTabs'),
        testimonials: importer('testimonials'),
      },
    };
  };
  const tick = () => new Promise((r) => setTimeout(r));
  const state = (type: string) => document.querySelector(`[data-island="${type}"]`)!.getAttribute('data-island-state');

  it('wakes a load island at once and a visible one when it nears the viewport', async () => {
    const { hydrated, importers } = page();
    startIslands(importers);
    expect(state('countdown')).toBe('waking');
    expect(state('form')).toBeNull();
    await tick();
    expect(hydrated).toEqual(['countdown:countdown']);
    trigger.forEach((fire) => fire());
    await tick();
    expect(hydrated).toEqual(expect.arrayContaining(['hero:hero', 'form:form']));
  });

  it('wakes a visible island at once when the visitor focuses inside it, before it was scrolled to', async () => {
    const { hydrated, importers } = page();
    startIslands(importers);
    const form = document.querySelector('[data-island="form"]')!;
    form.firstElementChild!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await tick();
    expect(hydrated).toContain('form:form');
    // Waking twice hydrates once.
    trigger.forEach((fire) => fire());
    await tick();
    expect(hydrated.filter((h) => h === 'form:form')).toHaveLength(1);
  });

  it('presses again, once hydrated, a button pressed while the island code was on its way', async () => {
    document.body.innerHTML =
      '<script type="application/json" data-island-props>{"n":1}</script><div data-island="carousel" data-island-when="visible" class="contents"><button type="button">Next</button><a href="#x">link</a></div>';
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const pressed: string[] = [];
    const importers = {
      carousel: async () => {
        await arrived;
        return {
          hydrate: (element: HTMLElement, props: unknown) => {
            expect(props).toEqual({ n: 1 });
            for (const control of element.querySelectorAll('button, a'))
              control.addEventListener('click', () => pressed.push(control.textContent!));
          },
        };
      },
    };
    startIslands(importers);
    const button = document.querySelector('button')!;
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button.click();
    document.querySelector('a')!.click();
    expect(pressed).toEqual([]);
    release();
    await tick();
    await tick();
    // The button's press is repeated once; a link is never pressed twice.
    expect(pressed).toEqual(['Next']);
  });

  it('never presses again a button pressed after hydration began: the island answered it itself', async () => {
    // Preact attaches its handlers as it hydrates and settles a frame later (React replays a press made
    // meanwhile): a press in between is the island's, and repeating it would move a carousel twice.
    document.body.innerHTML =
      '<div data-island="carousel" data-island-when="visible" class="contents"><button type="button">Previous</button></div>';
    let settle!: () => void;
    const pressed: string[] = [];
    const importers = {
      carousel: async () => ({
        hydrate: (element: HTMLElement) => {
          element.querySelector('button')!.addEventListener('click', () => pressed.push('Previous'));
          return new Promise<void>((resolve) => (settle = resolve));
        },
      }),
    };
    startIslands(importers);
    const button = document.querySelector('button')!;
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await tick();
    // Hydrating, not settled: the press reaches the island's own handler.
    button.click();
    expect(pressed).toEqual(['Previous']);
    settle();
    await tick();
    await tick();
    expect(state('carousel')).toBe('hydrated');
    expect(pressed).toEqual(['Previous']);
  });

  it('leaves alone an island it has no code for, and wakes the others', async () => {
    document.body.innerHTML =
      '<div data-island="unknown" data-island-when="load"><button type="button">A</button></div>' +
      '<div data-island="unknownLater" data-island-when="visible"><p>B</p></div>' +
      '<div data-island="known" data-island-when="load"></div>';
    const hydrated: string[] = [];
    const importers = { known: () => Promise.resolve({ hydrate: (element: HTMLElement) => void hydrated.push(element.dataset.island!) }) };
    expect(() => startIslands(importers)).not.toThrow();
    // Nothing is watched for the islands without code, and touching one wakes nothing.
    expect(observed).toHaveLength(0);
    document.querySelector('button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    document.querySelector('button')!.click();
    await tick();
    expect(hydrated).toEqual(['known']);
    // The loader marks an island hydrated once its hydrate has returned.
    expect(state('known')).toBe('hydrated');
    expect(state('unknown')).toBeNull();
    expect(state('unknownLater')).toBeNull();
  });
});

describe('real islands', () => {
  // The prerenderer waits for the lazily loaded form, so the whole form is in the page.
  let contact = '';
  beforeAll(async () => {
    const page = await createRenderer(site!, rendered)('/contact');
    if (page.kind !== 'html') throw new Error('expected HTML');
    contact = page.html;
  });
  // Each test is a fresh page, with fresh island code.
  beforeEach(() => vi.resetModules());
  /** A prerendered page as the browser gets it: no site config; each island's props carry what its code reads. */
  const load = (markup: string) => (document.body.innerHTML = markup);

  it('a block island hydrates to the markup the prerenderer wrote, and a tab pressed before its code arrived is selected', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    load(html('/contact'));
    const island = document.querySelector<HTMLElement>('[data-island="resultsTabs"]')!;
    const tabs = () => [...island.querySelectorAll<HTMLElement>('[role="tab"]')];
    expect(tabs().map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    startIslands({ resultsTabs: () => import('../../src/blocks/resultsTabs/resultsTabs.island.ts') });
    // The visitor presses the second tab before the island was scrolled to: that wakes it, and the press is kept.
    tabs()[1]!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    tabs()[1]!.click();
    expect(island.getAttribute('data-island-state')).toBe('waking');
    await vi.waitFor(() => expect(island.getAttribute('data-island-state')).toBe('hydrated'), hydrationWait);
    await vi.waitFor(() => expect(tabs().map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']));
    // Hydration found the same markup: React reported no mismatch (nor anything else).
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('a form island keeps what the visitor typed into the plain HTML form before its code arrived', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.clear();
    // The whole page, as the browser has it when the island loader starts.
    load(new DOMParser().parseFromString(contact, 'text/html').body.innerHTML);
    const element = document.querySelector<HTMLElement>('[data-island="form"]')!;
    const input = (name: string) => element.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    input('name').value = 'Jane Smith';
    input('email').value = 'jane@acme.com';
    startIslands({ form: () => import('../../src/blocks/form/form.island.ts') });
    // Typing focused the field, which wakes the island at once.
    input('name').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await vi.waitFor(() => expect(element.getAttribute('data-island-state')).toBe('hydrated'), { timeout: 10_000 });
    await vi.waitFor(() => expect(element.querySelector('[data-ready]')).not.toBeNull(), { timeout: 10_000 });
    expect(input('name').value).toBe('Jane Smith');
    expect(input('email').value).toBe('jane@acme.com');
    // And it is the draft now, so a reload keeps it too.
    expect(Object.values(sessionStorage).join()).toContain('Jane Smith');
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('a form sent before its island woke is held, then sent once by the woken form, with the usual toast', async () => {
    sessionStorage.clear();
    const fetchMock = vi
      .fn()
      .mockResolvedValue(new Response(JSON.stringify({ success: true }), { headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    load(new DOMParser().parseFromString(contact, 'text/html').body.innerHTML);
    const element = document.querySelector<HTMLElement>('[data-island="form"]')!;
    const form = element.querySelector('form')!;
    const input = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    // The island's code is slow to arrive.
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const stop = holdEarlySubmits({ form: () => arrived.then(() => import('../../src/blocks/form/form.island.ts')) });
    const prevented: boolean[] = [];
    const seen = (event: Event) => prevented.push(event.defaultPrevented);
    window.addEventListener('submit', seen);
    input('name').value = 'Jane Smith';
    input('email').value = 'jane@acme.com';
    input('website').value = 'acme.com';
    // Pressed twice before the code arrived: neither press lets the browser post the form.
    form.requestSubmit(form.querySelector('button[type="submit"]'));
    form.requestSubmit(form.querySelector('button[type="submit"]'));
    expect(prevented).toEqual([true, true]);
    expect(element.getAttribute('data-island-state')).toBe('waking');
    expect(fetchMock).not.toHaveBeenCalled();
    arrive();
    await vi.waitFor(() => expect(document.querySelector('[data-toast="success"]')?.textContent).toContain('Form submitted successfully!'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string)).toMatchObject({
      name: 'Jane Smith',
      email: 'jane@acme.com',
      website: 'acme.com',
    });
    expect(prevented.every(Boolean)).toBe(true);
    expect(input('name').value).toBe('');
    window.removeEventListener('submit', seen);
    stop();
    log.mockRestore();
  });

  it('a held form goes as a plain post when its code never arrives', async () => {
    load(new DOMParser().parseFromString(contact, 'text/html').body.innerHTML);
    const element = document.querySelector<HTMLElement>('[data-island="form"]')!;
    const form = element.querySelector('form')!;
    const posted = vi.spyOn(form, 'submit').mockImplementation(() => {});
    const failed = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('offline'))));
    const stop = holdEarlySubmits({ form: () => failed });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const name of ['name', 'email', 'website']) form.querySelector<HTMLInputElement>(`[name="${name}"]`)!.value = 'a.b@c.de';
    form.requestSubmit();
    expect(posted).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
    expect(error).toHaveBeenCalledWith(new Error('offline'));
    stop();
    error.mockRestore();
  });

  it('the cookie banner wakes when the browser is idle, then asks, and keeps the answer', async () => {
    const tracked = { ...site!, analytics: { id: 'G-TEST123' } };
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback));
    vi.stubGlobal('cancelIdleCallback', (id: number) => clearTimeout(id));
    localStorage.clear();
    load(
      renderToString(
        <SiteProvider site={tracked}>
          <Layout>
            <main />
          </Layout>
        </SiteProvider>,
      ),
    );
    const island = document.querySelector<HTMLElement>('[data-island="consent"]')!;
    // The server cannot know the visitor's choice, so the banner is in the HTML, hidden until its island wakes.
    expect(island.querySelector('section')!.hidden).toBe(true);
    expect(document.querySelectorAll('script[data-analytics]')).toHaveLength(0);
    startIslands({ consent: () => import('../../src/layout/consent.island.ts') });
    await vi.waitFor(() => expect(island.getAttribute('data-island-state')).toBe('hydrated'), hydrationWait);
    await vi.waitFor(() => expect(island.querySelector('section')!.hidden).toBe(false));
    const accept = [...island.querySelectorAll('button')].find((b) => b.textContent === site!.consent.accept)!;
    expect(accept).toBeDefined();
    accept.click();
    expect(localStorage.getItem('cookie-consent')).toBe('accepted');
    expect(island.querySelector('section')!.hidden).toBe(true);
    // Only now, with consent, the analytics tag is loaded.
    await (
      await import('../../src/layout/consent.island.ts')
    ).settled;
    const tags = document.head.querySelectorAll<HTMLScriptElement>('script[data-analytics]');
    expect([...tags].some((tag) => tag.src.includes('id=G-TEST123'))).toBe(true);
    tags.forEach((tag) => tag.remove());
    localStorage.clear();
  });
});

describe('island files', () => {
  const blocksDir = path.join(root, 'src', 'blocks');

  it('exist for exactly the blocks whose definition makes them islands', () => {
    const folders = readdirSync(blocksDir).sort();
    // One folder per block type, so the check below covers every block.
    expect(folders).toEqual(Object.keys(blockRegistry).sort());
    for (const type of folders) {
      const definition = blockRegistry[type as BlockType];
      const files = readdirSync(path.join(blocksDir, type)).filter((file) => /\.island\.tsx?$/.test(file));
      if (definition.island === false) expect(files, `src/blocks/${type} is not an island, so it has no island file`).toEqual([]);
      // .tsx for an island that hydrates with React, .ts for one that needs no React (a lead form's).
      else
        expect(files, `src/blocks/${type}/${type}.island.ts(x) exists, as its definition makes it an island`).toEqual([
          expect.stringMatching(new RegExp(`^${type}\\.island\\.tsx?$`)),
        ]);
    }
  });

  it('have a name of their own, as the loader finds each island by its file name', () => {
    const names = (readdirSync(path.join(root, 'src'), { recursive: true }) as string[])
      .filter((file) => /\.island\.tsx?$/.test(file) && !file.startsWith(`editor${path.sep}`))
      .map((file) => path.basename(file).replace(/\.island\.tsx?$/, ''));
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size, names.join(', ')).toBe(names.length);
    // The islands that are not blocks: the cookie banner, the audit dialog's form, the not-found log.
    expect(names).toEqual(expect.arrayContaining(['consent', 'audit-dialog', 'not-found-log']));
  });
});
