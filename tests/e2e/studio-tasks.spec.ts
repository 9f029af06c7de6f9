// An editor's two everyday tasks in the page studio, at a laptop's width and a phone's, each counted as
// an editor would do it (clicks and keys) and timed from the first click to the confirmation:
// A, edit a page and send it for review; B, a new industry page from the HVAC page, every text written,
// saved and sent. Each confirmation shows on screen where the editor is, at both widths (the studio's
// toolbar), and a screenshot of each is kept with the test's results.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './local-studio.ts';
import { roofingTexts } from './roofing-texts.ts';
import { studio, tap } from './studio-page.ts';

test.describe.configure({ timeout: 180_000 });
test.use({ trace: 'off' });

const widths = [
  [1280, 900],
  [375, 800],
] as const;

/** The editor's own actions, counted: a click or tap, and each key typed. */
function editor(page: Page) {
  const tally = { clicks: 0, keys: 0 };
  return {
    tally,
    /** Where the control is in sight (on screen, nothing over it), tapped there; else scrolled to first, as the editor would. */
    click: async (target: Locator) => {
      const inSight = await target.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return box.top >= 0 && box.bottom <= innerHeight && !!hit && element.contains(hit);
      });
      await (inSight ? tap(page, target) : target.click());
      tally.clicks++;
    },
    type: async (target: Locator, text: string) => {
      await target.fill(text);
      tally.keys += text.length;
    },
    choose: async (target: Locator, label: string) => {
      await target.selectOption({ label });
      tally.clicks += 2;
    },
    /**
     * A confirmation, in view where the editor is, kept as a screenshot; the top bar says the same at once
     * (read in the frame the confirmation shows in, not waited for).
     */
    confirmed: async (text: RegExp, shot: string, waiting: string) => {
      const status = page.getByRole('status').filter({ hasText: text });
      await expect(status).toBeVisible({ timeout: 30_000 });
      expect(await page.getByRole('banner', { name: 'Page studio' }).textContent()).toContain(waiting);
      await expect(status).toBeInViewport();
      await page.screenshot({ path: test.info().outputPath(`${shot}.png`) });
    },
  };
}

const said = (task: string, width: number, started: number, tally: { clicks: number; keys: number }) =>
  console.log(
    `${task} at ${width} px: ${((performance.now() - started) / 1000).toFixed(1)} s of the studio's own time, ${tally.clicks} clicks, ${tally.keys} keys typed`,
  );

for (const [width, height] of widths) {
  test(`task A at ${width} px: find the Local SEO page, change its headline, save and send it for review`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto(studio());
    const { tally, click, type, confirmed } = editor(page);
    const started = performance.now();
    await type(page.getByRole('searchbox'), 'local');
    await click(page.getByRole('link', { name: / \/services\/local-seo / }));
    await expect(page.getByRole('status').filter({ hasText: /to save|Ready to save/ })).toHaveText('No changes to save.', {
      timeout: 20_000,
    });
    // The Hero's card, from the list of sections, and its headline.
    await click(page.getByRole('region', { name: 'Sections' }).getByRole('button', { name: /^Hero / }));
    const headline = page.getByRole('textbox', { name: 'Headline', exact: true });
    await type(headline, 'Local SEO That Fills Your Calendar');
    // The field the editor wrote in holds still through Save and Send: the form never jumps away from it.
    // Above it, the notice and the page's header change height by fractions of a pixel (88.2 px, then
    // 128.8), and the browser keeps the field in place by scrolling whole pixels: each change may leave it
    // up to a pixel off. Its position is compared as measured, under 2 px; rounded first, a field that
    // moved 1.2 px (762.6, then 761.4) read as 2 and failed the test about one run in four at 375 px.
    const where = async () => (await headline.boundingBox())!.y;
    // Once the check has the words (the section's card then reads the new headline, and may be shorter).
    await expect(page.getByRole('status').filter({ hasText: /to save|Ready to save/ })).toHaveText('Ready to save.');
    const at = await where();
    await click(page.getByRole('button', { name: 'Save', exact: true }));
    await confirmed(/^Saved\./, `task-a-saved-${width}`, '1 saved page not yet sent for review');
    expect(Math.abs((await where()) - at), 'the headline field moved after Save, px').toBeLessThan(2);
    await click(page.getByRole('button', { name: 'Send for review…' }));
    const dialog = page.getByRole('dialog', { name: 'Send for review' });
    await expect(dialog.getByRole('list', { name: 'What will be sent' }).getByRole('listitem')).toHaveText(['Hero › Headline changed']);
    await click(dialog.getByRole('button', { name: 'Send for review' }));
    await confirmed(/^Sent for review/, `task-a-sent-${width}`, 'Nothing waiting to be sent for review');
    expect(Math.abs((await where()) - at), 'the headline field moved after Send, px').toBeLessThan(2);
    said('Task A', width, started, tally);
    expect(tally).toEqual({ clicks: 5, keys: 'local'.length + 'Local SEO That Fills Your Calendar'.length });
  });

  test(`task B at ${width} px: a Roofing SEO page from the HVAC page, every text written, saved and sent for review`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto(studio());
    // The pages a new page can start from come with the list of pages (some seconds on a busy machine).
    await expect(page.getByRole('region', { name: /^Industries/ })).toBeVisible({ timeout: 30_000 });
    const { tally, click, type, choose, confirmed } = editor(page);
    const started = performance.now();
    await click(page.getByRole('button', { name: 'New page' }));
    const dialog = page.getByRole('dialog', { name: 'New page' });
    await type(dialog.getByRole('textbox', { name: 'Page name' }), 'Roofing SEO');
    await choose(dialog.getByRole('combobox', { name: 'Start from' }), 'HVAC SEO');
    await expect(dialog.getByRole('status')).toContainText('/roofing-seo is free');
    await click(dialog.getByRole('button', { name: 'Create page' }));

    // The editor writes the next text to write, from the checklist while it is in view, else from the Next bar.
    const checklist = page.getByRole('region', { name: /still to write$/ });
    const next = page.getByRole('region', { name: 'Next text to write' });
    const status = page.getByRole('status').filter({ hasText: /to write|to save/ });
    await expect(status).toHaveText('9 texts still to write.', { timeout: 20_000 });
    for (let left = 9; left > 0; left--) {
      const inView = await checklist.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return box.bottom > 0 && box.top < innerHeight;
      });
      await click(inView ? checklist.getByRole('button').first() : next.getByRole('button', { name: /^Next: / }));
      await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toMatch(/^root_/);
      const id = await page.evaluate(() => document.activeElement!.id);
      expect(roofingTexts[id], `a text for the field ${id}`).toBeDefined();
      await type(page.locator(`#${id}`), roofingTexts[id]!);
      await expect(status).toHaveText(left > 1 ? `${left - 1} ${left === 2 ? 'text' : 'texts'} still to write.` : 'Ready to save.', {
        timeout: 20_000,
      });
    }
    await click(page.getByRole('button', { name: 'Save', exact: true }));
    await confirmed(/^Saved\./, `task-b-saved-${width}`, '1 saved page not yet sent for review');
    await click(page.getByRole('button', { name: 'Send for review…' }));
    const send = page.getByRole('dialog', { name: 'Send for review' });
    await expect(send.getByRole('list', { name: 'What will be sent' }).getByRole('listitem')).toHaveText([
      'New page with 3 sections: Hero, Benefits, Call to action',
    ]);
    await click(send.getByRole('button', { name: 'Send for review' }));
    await confirmed(/^Sent for review/, `task-b-sent-${width}`, 'Nothing waiting to be sent for review');
    said('Task B', width, started, tally);
    const written = Object.values(roofingTexts).join('').length;
    // New page, its name, Start from (two), Create, a click to each of the 9 texts, Save, Send, Send.
    expect(tally).toEqual({ clicks: 1 + 2 + 1 + 9 + 3, keys: 'Roofing SEO'.length + written });
  });
}
