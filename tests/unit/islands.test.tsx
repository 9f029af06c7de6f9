// Islands: the renderer marks each interactive block with its props, and the loader wakes each island at
// its moment, or at once when the visitor reaches it first.
// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIslands } from '../../src/islands/loader.ts';
import { Page } from '../../src/render/Page.tsx';
import type { PageData } from '../../src/routes/page-data.ts';
import { SiteProvider } from '../../src/site.tsx';
import { fixtureContent } from './helpers.ts';

const { site, rendered } = fixtureContent();
const html = (path: string) =>
  renderToString(
    <SiteProvider site={site!}>
      <MemoryRouter>
        <Page page={rendered.get(path) as PageData} path={path} />
      </MemoryRouter>
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
    for (const element of document.querySelectorAll('[data-island]')) {
      const props = JSON.parse(element.previousElementSibling!.textContent!);
      expect(props.block.type).toBe(element.getAttribute('data-island'));
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
        hydrate: (_: HTMLElement, props: { block: { type: string } }) => void hydrated.push(`${type}:${props.block.type}`),
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

  it('wakes a load island at once and a visible one when it nears the viewport', async () => {
    const { hydrated, importers } = page();
    startIslands(importers as never);
    await new Promise((r) => setTimeout(r));
    expect(hydrated).toEqual(['countdown:countdown', 'hero:hero']);
    trigger.forEach((fire) => fire());
    await new Promise((r) => setTimeout(r));
    expect(hydrated).toContain('form:form');
  });

  it('wakes a visible island at once when the visitor focuses inside it, before it was scrolled to', async () => {
    const { hydrated, importers } = page();
    startIslands(importers as never);
    const form = document.querySelector('[data-island="form"]')!;
    form.firstElementChild!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await new Promise((r) => setTimeout(r));
    expect(hydrated).toContain('form:form');
    // Waking twice hydrates once.
    trigger.forEach((fire) => fire());
    await new Promise((r) => setTimeout(r));
    expect(hydrated.filter((h) => h === 'form:form')).toHaveLength(1);
  });
});
