// Every screen and dialog of both studios holds together at 375, 768, 1280 and 1440 px: nothing scrolls
// sideways, every control can be scrolled into view and is then inside the screen and not clipped by its
// column, and nothing covers another element's text. One page load per studio and width; the dialogs are
// opened in turn. The local studio's walk saves and sends a page (over the test's own repository), so its
// Saved and Sent confirmations are seen where they appear: next to the toolbar, on screen, at every width;
// then a headline test is started on it, its versions shown above the preview.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './local-studio.ts';
import { signInWithToken, test as hostedTest } from './hosted-studio.ts';
import { openEverySection, openHistory, studio, tap } from './studio-page.ts';

test.describe.configure({ timeout: 120_000 });
test.use({ trace: 'off' });

const widths = [
  [375, 800],
  [768, 1024],
  [1280, 900],
  [1440, 1000],
] as const;

/**
 * What breaks the layout of the screen as it is (with a dialog open, of the dialog): a scroll sideways (of
 * the page or of any box in it), a control that once scrolled into view is outside the screen or cut by a
 * box around it, and an element painted over another's text (found by asking the browser what is on top
 * at points of each line of text).
 */
async function layoutProblems(page: Page, screen: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const problems: string[] = [];
    const dialog = document.querySelector<HTMLElement>('dialog[open]');
    const within: HTMLElement = dialog ?? document.body;
    const name = (el: Element) => {
      const words = (el.getAttribute('aria-label') || (el as HTMLInputElement).labels?.[0]?.textContent || el.textContent || '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 40);
      const classes = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      return `${el.tagName.toLowerCase()}${classes}${words ? ` "${words}"` : ''}`;
    };
    const shown = (el: Element) => {
      if (!el.checkVisibility({ visibilityProperty: true })) return false;
      const box = el.getBoundingClientRect();
      return box.width > 1 && box.height > 1;
    };
    const scroller = document.scrollingElement!;
    if (scroller.scrollWidth > scroller.clientWidth + 1)
      problems.push(`the page scrolls sideways: ${scroller.scrollWidth} px wide in ${scroller.clientWidth}`);
    for (const el of [within, ...within.querySelectorAll<HTMLElement>('*')]) {
      if (el.matches('input, textarea, select') || !shown(el)) continue;
      const { overflowX } = getComputedStyle(el);
      if ((overflowX === 'auto' || overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1)
        problems.push(`${name(el).slice(0, 60)} scrolls sideways: ${el.scrollWidth} px wide in ${el.clientWidth}`);
    }

    const cuttingBoxes = (el: Element, self = false) => {
      const boxes: Element[] = [];
      for (let up = self ? el : el.parentElement; up && up !== document.documentElement; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') boxes.push(up);
      }
      return boxes;
    };
    const sideways = () =>
      [...within.querySelectorAll<HTMLElement>('*')].filter((el) => el.scrollLeft !== 0 && !el.matches('input, textarea'));
    const controls =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
    for (const control of within.querySelectorAll<HTMLElement>(controls)) {
      // A checkbox or radio drawn inside its label is reached through the label.
      const target = control.matches('input[type="checkbox"], input[type="radio"]') ? (control.closest('label') ?? control) : control;
      if (!shown(target)) continue;
      target.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      const box = target.getBoundingClientRect();
      const where = `${name(control)} at x ${Math.round(box.left)}–${Math.round(box.right)}, y ${Math.round(box.top)}–${Math.round(box.bottom)}`;
      if (box.left < -1 || box.right > innerWidth + 1 || box.top < -1 || box.bottom > innerHeight + 1)
        problems.push(`${where}: outside the ${innerWidth}×${innerHeight} screen`);
      for (const around of cuttingBoxes(target)) {
        const edge = around.getBoundingClientRect();
        if (box.left < edge.left - 1 || box.right > edge.right + 1) problems.push(`${where}: cut by ${name(around).slice(0, 50)}`);
      }
      for (const moved of sideways()) {
        problems.push(`${where}: ${name(moved).slice(0, 50)} shifts ${moved.scrollLeft} px sideways to show it`);
        moved.scrollLeft = 0;
      }
    }

    // Text covered by another element: at three points of each line of text, the element on top must be
    // the text's own (or one inside it, or one it is inside: a link's words, a label's box).
    const walker = document.createTreeWalker(within, NodeFilter.SHOW_TEXT);
    const covered = new Set<string>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const owner = node.parentElement;
      if (!node.textContent?.trim() || !owner || !shown(owner) || owner.closest('[aria-hidden="true"], option, script, style')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      // Where the text can be seen: the screen, less what the boxes around it cut off (a list that scrolls).
      const area = () => {
        let [left, top, right, bottom] = [0, 0, innerWidth, innerHeight];
        for (const around of cuttingBoxes(owner, true)) {
          const edge = around.getBoundingClientRect();
          [left, top, right, bottom] = [
            Math.max(left, edge.left),
            Math.max(top, edge.top),
            Math.min(right, edge.right),
            Math.min(bottom, edge.bottom),
          ];
        }
        return { left, top, right, bottom };
      };
      let rects = [...range.getClientRects()];
      let seen = area();
      if (!rects.length) continue;
      if (rects.some((r) => r.top < seen.top || r.bottom > seen.bottom)) {
        owner.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
        rects = [...range.getClientRects()];
        seen = area();
      }
      for (const r of rects) {
        if (r.width < 4 || r.height < 4 || r.top < seen.top || r.bottom > seen.bottom) continue;
        const y = r.top + r.height / 2;
        for (const x of [r.left + 2, r.left + r.width / 2, r.right - 2]) {
          if (x < seen.left || x > seen.right) continue;
          const top = document.elementFromPoint(x, y);
          if (!top || top === owner || owner.contains(top) || top.contains(owner)) continue;
          covered.add(`"${node.textContent.trim().slice(0, 40)}" (${name(owner).slice(0, 40)}) is covered by ${name(top).slice(0, 50)}`);
        }
      }
    }
    problems.push(...covered);
    return problems;
  });
  return found.map((problem) => `${screen}: ${problem}`);
}

/** A status's words, once shown: inside the screen, next to the toolbar (under it, within a line or two). */
async function nextToToolbar(page: Page, status: Locator, height: number) {
  await expect(status).toBeVisible({ timeout: 30_000 });
  // On a phone or a tablet the buttons are a bar of their own, stuck to the top; at desktop width, the bar is the page's.
  const bar = (await page.locator('.studio-actions').boundingBox()) ?? (await page.locator('.studio-bar').boundingBox())!;
  const box = (await status.boundingBox())!;
  expect.soft(box.y, 'the confirmation is on screen').toBeGreaterThanOrEqual(0);
  expect.soft(box.y + Math.min(box.height, 40), 'the confirmation is on screen').toBeLessThanOrEqual(height);
  expect.soft(box.y - (bar.y + bar.height), 'the confirmation is next to the toolbar').toBeLessThan(200);
}

/** Home, with every section open and its headline focused: its call to action has the site's longest heading. */
async function openHome(page: Page, timeout: number) {
  await page.getByRole('link', { name: / \/ Valid/ }).click();
  await expect(page.getByRole('status').filter({ hasText: /to save|Ready to save/ })).toHaveText('No changes to save.', { timeout });
  await openEverySection(page);
  await page.locator('#root_blocks_0_title').focus();
}

for (const [width, height] of widths) {
  test(`the local studio holds together at ${width} px: every screen and dialog`, async ({ page }) => {
    const problems: string[] = [];
    const look = async (screen: string) => void problems.push(...(await layoutProblems(page, screen)));
    await page.setViewportSize({ width, height });
    await page.goto(studio());
    await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
    await look('start screen');

    await page.getByRole('button', { name: 'New page' }).click();
    await expect(page.getByRole('dialog', { name: 'New page' })).toBeVisible();
    await look('New page dialog');
    await page.keyboard.press('Escape');

    // Home: its call to action has the site's longest heading, in the sections list too.
    await openHome(page, 20_000);
    await look('page editor, every section open, the headline focused');
    const buttons = [page.getByRole('button', { name: 'Save', exact: true }), page.getByRole('button', { name: /^Send for review…$/ })];
    const places = () =>
      Promise.all(buttons.map(async (b) => (({ x, y }) => `${Math.round(x)},${Math.round(y)}`)((await b.boundingBox())!)));
    const clean = await places();

    const sections = page.getByRole('region', { name: 'Sections' });
    await sections.getByRole('checkbox').first().check();
    await sections.getByRole('button', { name: 'Copy 1 section' }).click();
    await expect(sections.getByRole('group', { name: 'Paste copied sections' })).toBeVisible();
    await look('sections list with copied sections');

    await page.getByRole('button', { name: 'Add section' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Add a section' })).toBeVisible();
    await look('section picker');
    await page.keyboard.press('Escape');

    const history = await openHistory(page);
    await look('History, a version open');
    await history.getByRole('button', { name: 'Close' }).click();

    const more = page.getByRole('button', { name: 'More' });
    if (await more.isVisible()) await more.click();
    await page.getByRole('button', { name: 'Duplicate this page…' }).click();
    await expect(page.getByRole('dialog', { name: /Duplicate/ })).toBeVisible();
    await look('Duplicate dialog');
    await page.keyboard.press('Escape');

    // Save and send: each confirmation next to the toolbar, on screen.
    const headline = page.locator('#root_blocks_0_title');
    await headline.fill('Search that brings customers');
    const before = (await headline.boundingBox())!;
    // The bar's buttons hold their places, with changes to save and once saved.
    expect.soft(await places(), 'Save and Send keep their places with changes to save').toEqual(clean);
    // Tapped where it is, as a finger does (a locator's click first scrolls the page to the button in the bar).
    await tap(page, page.getByRole('button', { name: 'Save', exact: true }));
    await nextToToolbar(page, page.getByRole('status').filter({ hasText: /^Saved\./ }), height);
    // The form holds still: the field typed in is where it was, within the pixel a page's scroll position
    // snaps to (the notice above it is 69.19 px tall, the browser scrolls by a whole 70).
    expect.soft(Math.abs((await headline.boundingBox())!.y - before.y), 'the form holds still after Save').toBeLessThan(1);
    expect.soft(await places(), 'Save and Send keep their places once saved').toEqual(clean);
    await look('after Save');
    await page.getByRole('button', { name: /^Send for review…$/ }).click();
    const send = page.getByRole('dialog', { name: 'Send for review' });
    await expect(send.getByRole('list', { name: 'What will be sent' })).toBeVisible();
    await look('Send for review dialog');
    await send.getByRole('button', { name: 'Send for review' }).click();
    await nextToToolbar(page, page.getByRole('status').filter({ hasText: 'Sent for review' }), height);
    await look('after Send');

    // A headline test: "Try another headline" beside the hero's headline, then its versions above the preview.
    await page.getByRole('button', { name: 'Try another headline' }).first().click();
    await expect(page.locator('#root_experiment_variants_0_texts_0_field')).toBeAttached();
    await look('a headline test, in the form');
    const versions = page.getByRole('group', { name: 'Headline test: the preview shows' });
    // On a phone or a tablet the preview is one tap away; the preview pane itself is longer than the screen there, as the form is.
    const switcher = page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Preview' });
    if (await switcher.isVisible()) {
      await switcher.click();
      await expect(versions).toBeVisible();
      for (const control of await page.locator('.studio-versions').locator('label, button').all()) {
        const box = (await control.boundingBox())!;
        expect.soft(box.x, 'a version control is inside the screen').toBeGreaterThanOrEqual(0);
        expect.soft(box.x + box.width, 'a version control is inside the screen').toBeLessThanOrEqual(width);
      }
    } else {
      await expect(versions).toBeVisible();
      await look('a headline test, its versions above the preview');
    }

    expect(problems).toEqual([]);
  });
}

hostedTest.describe('the studio on the web', () => {
  hostedTest.describe.configure({ timeout: 120_000 });
  for (const [width, height] of widths)
    hostedTest(`holds together at ${width} px: every screen and dialog`, async ({ page, hosted }) => {
      const problems: string[] = [];
      const look = async (screen: string) => void problems.push(...(await layoutProblems(page, screen)));
      await page.setViewportSize({ width, height });
      await page.goto(`${hosted.site}/studio/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to edit the site');
      await look('sign-in screen');
      await signInWithToken(page, 'github_pat_editor');
      await expect(page.getByRole('link', { name: / \/ Valid/ })).toBeVisible({ timeout: 30_000 });
      await look('start screen');

      await openHome(page, 30_000);
      await look('page editor, every section open, the headline focused');

      const history = await openHistory(page);
      await look('History, a version open');
      await history.getByRole('button', { name: 'Close' }).click();

      await page.locator('#root_blocks_0_title').fill('Search that brings customers');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await nextToToolbar(page, page.getByRole('status').filter({ hasText: /^Saved\./ }), height);
      await page.getByRole('button', { name: /^Send for review…$/ }).click();
      const send = page.getByRole('dialog', { name: 'Send for review' });
      await expect(send.getByRole('list', { name: 'What will be sent' })).toBeVisible();
      await look('Send for review dialog');
      await send.getByRole('button', { name: 'Send for review' }).click();
      await nextToToolbar(page, page.getByRole('status').filter({ hasText: 'Sent for review' }), height);
      await look('after Send');

      expect(problems).toEqual([]);
    });
});
