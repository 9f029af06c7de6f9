// Islands: the renderer marks each interactive block with its props, and the loader wakes each island at
// its moment, or at once when the visitor reaches it first.
// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIslands } from '../../src/islands/loader.ts';
import { Page } from '../../src/render/Page.tsx';
import type { PageData } from '../../src/routes/page-data.ts';
import { SiteProvider } from '../../src/site.tsx';
import path from 'node:path';
import { root } from '../../scripts/lib/paths.ts';
import { fixtureContent } from './helpers.ts';

const { site, rendered } = fixtureContent();
const html = (path: string) =>
  renderToString(
    <SiteProvider site={site!}>
      <Page page={rendered.get(path) as PageData} path={path} />
    </SiteProvider>,
  );

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

describe('island markers', () => {
  it('mark the interactive blocks of a page, each with its props as JSON, and nothing else', () => {
    document.body.innerHTML = html('/webinar');
    expect([...document.querySelectorAll('[data-island]')].map((el) => el.getAttribute('data-island'))).toEqual(['countdown', 'hero']);
    document.body.innerHTML = html('/contact');
    const islands = [...document.querySelectorAll('[data-island]')].map(
      (el) => `${el.getAttribute('data-island')}:${el.getAttribute('data-island-when')}`,
    );
    expect(islands).toContain('form:visible');
    for (const element of document.querySelectorAll('[data-island]:not([data-island="audit-dialog"])')) {
      const props = JSON.parse(element.previousElementSibling!.textContent!);
      expect(props.block.type).toBe(element.getAttribute('data-island'));
      // No inline style (the CSP allows none): the wrapper is display: contents through a class.
      expect(element.getAttribute('style')).toBeNull();
      expect(element.getAttribute('class')).toBe('contents');
    }
  });

  it('leave a page without interactive blocks unmarked', () => {
    document.body.innerHTML = html('/privacy');
    expect(document.querySelectorAll('[data-island], script[data-island-props]')).toHaveLength(0);
  });
});

describe('the island loader', () => {
  const page = () => {
    document.body.innerHTML = html('/webinar') + html('/contact');
    const hydrated: string[] = [];
    const importer = (type: string) => () =>
      Promise.resolve({
        hydrate: (_: HTMLElement, props: unknown) => void hydrated.push(`${type}:${(props as { block: { type: string } }).block.type}`),
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

  it('leaves alone an island it has no code for', async () => {
    document.body.innerHTML = '<div data-island="unknown" data-island-when="load"></div>';
    expect(() => startIslands({})).not.toThrow();
    expect(document.querySelector('[data-island]')!.getAttribute('data-island-state')).toBeNull();
  });
});

describe('island files', () => {
  it('exist for exactly the blocks whose definition makes them islands', async () => {
    const { readdirSync, existsSync } = await import('node:fs');
    const { blockRegistry } = await import('../../src/render/registry.ts');
    const blocksDir = path.join(root, 'src', 'blocks') + path.sep;
    for (const type of readdirSync(blocksDir)) {
      const definition = blockRegistry[type as keyof typeof blockRegistry];
      expect(definition, `src/blocks/${type} has a registry entry`).toBeDefined();
      const hasFile = existsSync(`${blocksDir}${type}/${type}.island.tsx`);
      expect(hasFile, `src/blocks/${type}/${type}.island.tsx exists exactly when its definition has an island`).toBe(
        definition.island !== false,
      );
    }
  });
});
