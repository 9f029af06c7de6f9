// The page studio on a phone (375 px) and a tablet, and at desktop width: every screen an editor meets
// (the start screen, New page, a page with its sections open, the section picker, the publish dialog, a page's history,
// the studio on the web's sign-in screen) passes axe and has no tap target under 24×24 px (WCAG 2.2,
// 2.5.8); on a phone the toolbar stays on screen, the preview is one tap away, and Send for review… tapped
// while it cannot be used says why.
// It only reads the studio's pages: the publish dialog is opened over answers given here (a page with
// saved changes, and what would be sent), so nothing is saved or sent.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './local-studio.ts';
import { signInWithToken, test as hostedTest } from './hosted-studio.ts';
import { openEverySection, openHistory, studio, tap } from './studio-page.ts';

test.describe.configure({ timeout: 120_000 });
test.use({ trace: 'off' });

const widths = [
  [375, 800],
  [1280, 900],
] as const;

/**
 * Every tap target under 24×24 px, named by its text or label with its size. A target is what a finger
 * can tap: links, buttons, fields, summaries; a radio or checkbox inside its label is tapped anywhere on
 * the label. With a dialog open, only the dialog can be tapped. A link inside a sentence is exempt, as the
 * criterion says. The preview's page is a picture of the site inside a frame (a tap on a section opens its
 * fields), not part of this document.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="option"], [role="tab"]';
    const within = document.querySelector('dialog[open]') ?? document;
    const found: string[] = [];
    for (const element of within.querySelectorAll<HTMLElement>(selector)) {
      const target = element.matches('input[type="radio"], input[type="checkbox"]') ? (element.closest('label') ?? element) : element;
      if (!target.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      const box = target.getBoundingClientRect();
      // Visually hidden (a text for screen readers): nothing to tap.
      if (box.width <= 1 || box.height <= 1) continue;
      const inSentence =
        element.matches('a') &&
        getComputedStyle(element).display === 'inline' &&
        (element.parentElement?.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
      if (inSentence || (box.width >= 24 && box.height >= 24)) continue;
      const labelled = (element as HTMLInputElement).labels?.[0]?.textContent;
      const name = (element.getAttribute('aria-label') || labelled || element.textContent || element.getAttribute('placeholder') || '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 50);
      found.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    return found;
  });
}

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

/** The start screen, with the privacy page saved but not sent (so Publish opens), and what sending it would send. */
async function startScreen(page: Page, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await page.route('**/_editor/api/pages', async (route) => {
    const response = await route.fetch();
    const list = (await response.json()) as { pages: { file: string; review: unknown }[] };
    for (const entry of list.pages) if (entry.file === 'privacy.json') entry.review = { state: 'changed' };
    await route.fulfill({ response, json: list });
  });
  await page.route('**/_editor/api/publish?*', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ json: { route: '/privacy', inReview: false, summary: ['Search and share › Description changed'] } })
      : route.abort(),
  );
  await page.goto(studio());
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
}

/** Opens a page from the start screen and waits for its first check. */
async function open(page: Page, link: RegExp) {
  await page.getByRole('link', { name: link }).click();
  await expect(page.getByRole('status').filter({ hasText: /to save|Ready to save/ })).toHaveText('No changes to save.', {
    timeout: 20_000,
  });
}

/** Walks every studio screen at one width, calling look() on each with its name. */
async function walk(page: Page, width: number, height: number, look: (screen: string) => Promise<void>) {
  await startScreen(page, width, height);
  await look('start screen');

  await page.getByRole('button', { name: 'New page' }).click();
  await expect(page.getByRole('dialog', { name: 'New page' })).toBeVisible();
  await look('New page dialog');
  await page.keyboard.press('Escape');

  await open(page, /HVAC SEO/);
  // Every section open, so every kind of control on the page is seen.
  await openEverySection(page);
  await look('page editor, every section open');

  await page.getByRole('button', { name: 'Add section' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Add a section' })).toBeVisible();
  await look('section picker');
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: '← All pages' }).click();
  await open(page, / \/privacy /);
  await page.getByRole('button', { name: /^Send for review…$/ }).click();
  await expect(page.getByRole('dialog').getByRole('list', { name: 'What will be sent' })).toBeVisible();
  await look('publish dialog');
  await page.keyboard.press('Escape');

  // On a phone History waits behind More, with Undo and Redo.
  await openHistory(page);
  await look('history of a page, a version open');
}

for (const [width, height] of widths) {
  test(`every tap target of every studio screen is at least 24×24 px at ${width} px`, async ({ page }) => {
    const small: string[] = [];
    await walk(page, width, height, async (screen) => {
      small.push(...(await smallTargets(page)).map((t) => `${screen}: ${t}`));
    });
    expect(small).toEqual([]);
  });

  test(`axe finds nothing on any studio screen at ${width} px`, async ({ page }) => {
    const found: string[] = [];
    await walk(page, width, height, async (screen) => {
      await page.screenshot({ path: test.info().outputPath(`${screen.replace(/\W+/g, '-')}-${width}.png`) });
      found.push(...(await axeViolations(page)).map((v) => `${screen}: ${v}`));
    });
    expect(found).toEqual([]);
  });
}

hostedTest.describe('the studio on the web', () => {
  hostedTest.describe.configure({ timeout: 90_000 });
  for (const [width, height] of widths)
    hostedTest(
      `its sign-in screen and its start screen pass axe with no tap target under 24×24 px at ${width} px`,
      async ({ page, hosted }) => {
        await page.setViewportSize({ width, height });
        await page.goto(`${hosted.site}/studio/`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to edit the site');
        await page.screenshot({ path: hostedTest.info().outputPath(`sign-in-${width}.png`) });
        expect(await axeViolations(page)).toEqual([]);
        expect(await smallTargets(page)).toEqual([]);
        await signInWithToken(page, 'github_pat_editor');
        await expect(page.getByRole('link', { name: /HVAC SEO \/hvac-seo/ })).toBeVisible({ timeout: 30_000 });
        expect(await axeViolations(page)).toEqual([]);
        expect(await smallTargets(page)).toEqual([]);
      },
    );
});

test('on a phone and a tablet the toolbar stays on screen above the field being typed in, and the preview is one tap away', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(studio());
  await open(page, /HVAC SEO/);
  await page
    .getByRole('button', { name: /Benefits/ })
    .first()
    .click();
  const save = page.getByRole('button', { name: 'Save', exact: true });
  const publish = page.getByRole('button', { name: /^Send for review…$/ });
  const showForm = page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Form' });
  const showPreview = page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Preview' });
  const preview = page.frameLocator('iframe[title^="Page preview"]');
  const onScreen = async (target: ReturnType<Page['locator']>, height: number, below = 0) => {
    const box = (await target.boundingBox())!;
    return box.y >= below - 0.5 && box.y + box.height <= height + 0.5;
  };
  for (const [width, height] of [
    [375, 800],
    [768, 1024],
  ] as const) {
    await page.setViewportSize({ width, height });
    await showForm.click();
    const fields = page.locator('.studio-form input:visible, .studio-form textarea:visible, .studio-form button:visible');
    const count = await fields.count();
    for (const i of [0, Math.floor(count / 3), Math.floor((2 * count) / 3), count - 1]) {
      await fields.nth(i).focus();
      const bar = (await page.locator('.studio-actions').boundingBox())!;
      const where = `field ${i} of ${count} at ${width}×${height}`;
      // Under the page's name at the top of the page; from there on, stuck to the top of the screen.
      if (i > 0) expect(bar.y, where).toBe(0);
      // The bar is short: on a phone two rows of buttons (Form / Preview; More, Save, Send for review…) and one
      // line of what Save says; on a tablet one row.
      expect(bar.height, where).toBeLessThanOrEqual(width < 600 ? 104 : 60);
      expect(await onScreen(save, height), where).toBe(true);
      expect(await onScreen(publish, height), where).toBe(true);
      expect(await onScreen(fields.nth(i), height, bar.y + bar.height), where).toBe(true);
    }
    await page.screenshot({ path: test.info().outputPath(`form-${width}.png`) });

    // One tap shows the preview, at the top of the screen under the bar; the form is out of the way.
    await showPreview.click();
    await expect(showPreview).toHaveAttribute('aria-pressed', 'true');
    await expect(showForm).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('region', { name: 'Page fields' })).toBeHidden();
    await expect(preview.locator('h1')).toBeVisible();
    const frame = (await page.locator('iframe[title^="Page preview"]').boundingBox())!;
    expect(frame.y).toBeLessThan(height / 3);
    // Shown from its top, just under the bar, with nothing of the page's name peeking above the bar.
    expect(Math.abs((await page.locator('.studio-actions').boundingBox())!.y)).toBeLessThan(1);
    await page.screenshot({ path: test.info().outputPath(`preview-${width}.png`) });
    // A tap on a text in the preview is a tap on its field: the form comes back with it focused, in view.
    await preview.locator('h1').click();
    await expect(showForm).toHaveAttribute('aria-pressed', 'true');
    const headline = page.locator('#root_blocks_0_title');
    await expect(headline).toBeFocused();
    // The form glides there (see focus.ts), then the field stops below the bar.
    const bar = (await page.locator('.studio-actions').boundingBox())!;
    await expect.poll(() => onScreen(headline, height, bar.y + bar.height)).toBe(true);
  }

  // Undo, Redo and the preview's width wait behind More: it opens and closes from the keyboard.
  await page.setViewportSize({ width: 375, height: 800 });
  const more = page.getByRole('button', { name: 'More' });
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeHidden();
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Preview width' }).getByRole('button', { name: 'Phone' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(more).toBeFocused();
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeHidden();

  // A button behind More that opens a dialog closes More on its way, by keyboard or by a tap: the dialog
  // stands alone on the screen, and closing it leaves the keyboard on More, not on a hidden button.
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'History' }).focus();
  await page.keyboard.press('Enter');
  const history = page.getByRole('dialog', { name: 'History of this page' });
  await expect(history).toBeVisible();
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();
  await expect(more).toBeFocused();
  await more.click();
  await page.getByRole('button', { name: 'Duplicate this page…' }).click();
  const duplicate = page.getByRole('dialog', { name: /Duplicate/ });
  await expect(duplicate).toBeVisible();
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await duplicate.getByRole('button', { name: 'Cancel' }).click();
  await expect(more).toBeFocused();
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeHidden();

  // At desktop width the form and the preview sit side by side, with every button in the bar.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('group', { name: 'Show' })).toBeHidden();
  await expect(more).toBeHidden();
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Page fields' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Preview' })).toBeVisible();
});

test('on a phone, Send for review… pressed while it cannot be used says why on screen, until the reason changes', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(studio());
  await open(page, /HVAC SEO/);
  const publish = page.getByRole('button', { name: /^Send for review…$/ });
  const why = page.locator('#studio-publish-why');
  // Its look says it cannot be used (the reason describes it for screen readers); tapped anyway, it says why.
  await expect(publish).toHaveAttribute('aria-disabled', 'true');
  await expect(why).toBeHidden();
  await tap(page, publish);
  await expect(why).toBeVisible();
  await expect(why).toHaveText('Nothing new to send.');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // An edit changes the reason: the old one goes, and the new one shows when it is pressed again.
  await page.locator('#root_meta_title').press('End');
  await page.keyboard.type('!');
  await expect(page.getByRole('status').filter({ hasText: /to save/ })).toHaveText('Ready to save.');
  await expect(why).toBeHidden();
  await tap(page, publish);
  await expect(why).toBeVisible();
  await expect(why).toHaveText('Save first.');
  // Undone, then edited again: the same reason comes back, but it is not said until asked for again.
  await page.keyboard.press('Control+Z');
  await expect(page.getByRole('status').filter({ hasText: /to save/ })).toHaveText('No changes to save.');
  await expect(why).toBeHidden();
  await page.locator('#root_meta_title').press('End');
  await page.keyboard.type('!');
  await expect(page.getByRole('status').filter({ hasText: /to save/ })).toHaveText('Ready to save.');
  await expect(why).toHaveText('Save first.');
  await expect(why).toBeHidden();
  await tap(page, publish);
  await expect(why).toBeVisible();
  // On its own line under the buttons, inside the bar that stays on screen.
  const bar = (await page.locator('.studio-actions').boundingBox())!;
  const line = (await why.boundingBox())!;
  expect(line.y).toBeGreaterThan((await publish.boundingBox())!.y);
  expect(line.y + line.height).toBeLessThanOrEqual(bar.y + bar.height);
  await page.screenshot({ path: test.info().outputPath('send-why-375.png') });
});

test('on a phone, a list’s buttons keep the keyboard where the editor sees it and say what they did: a move, a copy, and Ctrl+Z taking the copy back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(studio());
  await page.getByRole('link', { name: /HVAC SEO/ }).click();
  await expect(page.getByRole('status').filter({ hasText: /to save|Ready to save/ })).toHaveText('No changes to save.');
  await page.locator('[data-block-card="1"] .studio-card-toggle').focus();
  await page.keyboard.press('Enter');
  const items = page.locator('[data-block-card="1"] .studio-item');
  const count = await items.count();
  const first = await page.locator('#root_blocks_1_items_0_title').inputValue();

  // Moved down by keyboard, the first benefit takes its button along, and the button stays on screen; at the
  // end of the list, where Move down can no longer be used, the keyboard is on its Move up.
  await page.getByRole('button', { name: 'Move benefit 1 down' }).focus();
  for (let press = 1; press < count; press++) {
    await page.keyboard.press('Enter');
    const moved = page.getByRole('button', { name: `Move benefit ${press + 1} down` });
    if (press < count - 1) {
      await expect(moved).toBeFocused();
      await expect(moved).toBeInViewport();
    }
    // Said to a screen reader too, each time (the button's name alone changes without a word).
    await expect(page.getByTestId('studio-moves-said')).toHaveText(`Moved benefit ${press} to position ${press + 1} of ${count}.`);
  }
  const up = page.getByRole('button', { name: `Move benefit ${count} up` });
  await expect(up).toBeFocused();
  await expect(up).toBeInViewport();
  await expect(page.locator(`#root_blocks_1_items_${count - 1}_title`)).toHaveValue(first);

  // A copy takes the keyboard in its first field, in view, ready to be changed.
  await page.getByRole('button', { name: 'Duplicate benefit 2' }).focus();
  await page.keyboard.press('Enter');
  const copy = page.locator('#root_blocks_1_items_2_title');
  await expect(copy).toBeFocused();
  await expect(page.getByTestId('studio-moves-said')).toHaveText(`Duplicated benefit 2: the copy is next, at position 3 of ${count + 1}.`);
  await expect(copy).toBeInViewport();
  await expect(copy).toHaveValue(await page.locator('#root_blocks_1_items_1_title').inputValue());

  // Ctrl+Z from the copy's own button takes the copy, and that button, away: the keyboard goes to the
  // benefit that took the copy's place, not to the page's body.
  await page.getByRole('button', { name: 'Duplicate benefit 3' }).focus();
  const third = await page.locator('#root_blocks_1_items_3_title').inputValue();
  await page.keyboard.press('Control+z');
  await expect(items).toHaveCount(count);
  await expect(page.locator('#root_blocks_1_items_2_title')).toBeFocused();
  await expect(page.locator('#root_blocks_1_items_2_title')).toHaveValue(third);
});

test('on a phone, a notice that comes over the field being typed in moves the page so the field shows under it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(studio());
  await page.getByRole('link', { name: / \/privacy / }).click();
  await expect(page.getByRole('status').filter({ hasText: /to save|Ready to save/ })).toHaveText('No changes to save.');
  // The title made too long, then Ctrl+S: "Not saved: …" sticks under the bar, where the title was.
  const title = page.locator('#root_meta_title');
  await title.focus();
  await page.keyboard.press('End');
  await page.keyboard.type(' for Every Visitor Today');
  await expect(page.getByRole('status').filter({ hasText: /to save/ })).toHaveText('Fix 1 problem to save.');
  // Typed in just under the bar, as after scrolling down to it.
  await title.evaluate((field) => field.scrollIntoView({ block: 'start' }));
  await page.keyboard.press('Control+s');
  const notices = page.locator('.studio-notices');
  await expect(notices.getByText(/^Not saved: fix 1 problem first/)).toBeVisible();
  await expect(title).toBeFocused();
  await expect
    .poll(async () => (await title.boundingBox())!.y - ((await notices.boundingBox())!.y + (await notices.boundingBox())!.height))
    .toBeGreaterThanOrEqual(0);
  await expect(title).toBeInViewport();
});

test('on a phone, a page opens at its top: its name in view, and the keyboard in its first field, in view too', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const [link, name] of [
    [/ \/terms /, 'Terms'],
    [/ \/privacy /, 'Privacy'],
    [/HVAC SEO/, 'HVAC SEO'],
  ] as const) {
    await page.goto(studio());
    await page.getByRole('link', { name: link }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: /to save|Ready to save/ })).toHaveText('No changes to save.');
    const title = page.locator('#root_meta_title');
    await expect(title).toBeFocused();
    // Before, the scroll to the field was measured while the form was still being laid out, and the page
    // settled up to a screen below it: the page's name out of sight, and sometimes the field too.
    await expect(page.getByRole('heading', { level: 1, name })).toBeInViewport();
    await expect(title).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY), name).toBe(0);
  }
});
