// The page studio (npm run studio: its production build and its server), as an editor uses it, over a git repository of its own (see
// playwright.config.ts): find a page, edit it with the preview beside it, undo, fix what the check finds,
// save into pages/, publish for review; start a new page; and none of it in the production build.
import AxeBuilder from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatLike } from '../../src/studio/shared/format-like.ts';
import { loadContentAndForms } from '../../src/tooling/content/index.ts';
import { manifestFile, publicDir, root } from '../../src/tooling/paths.ts';
import { expect, test } from './local-studio.ts';
import { leaveEditedPage, openPage, studio } from './studio-page.ts';
import { copyTexts, duplicateHvacTo } from './duplicate-journey.ts';
import { roofingTexts, roofingToWrite } from './roofing-texts.ts';
import type { Page } from '@playwright/test';

const repo = () => process.env.STUDIO_REPO!;
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo(), encoding: 'utf8' }).trim();

// Each test has a studio and a repository of its own (local-studio.ts), so they run side by side.
// Each walk types, checks and saves through the whole form; on a busy 2-core machine that takes longer than the default 30 s.
test.describe.configure({ timeout: 120_000 });

type SavedPage = { meta: { title: string; description: string }; blocks: { title?: string }[] };
/** A change to a page as the studio saves it (the file rewritten in its own format), before a test opens the studio. */
function savedInStudio(file: string, change: (page: SavedPage) => void) {
  const at = path.join(repo(), 'pages', file);
  const text = readFileSync(at, 'utf8');
  const page = JSON.parse(text) as SavedPage;
  change(page);
  writeFileSync(at, formatLike(text, page));
}
// No trace: it records the page at every step, which slows the typing measured below several times over.
test.use({ trace: 'off' });

test('the start screen groups every page as the site does, marks each valid, and finds pages by title or address', async ({ page }) => {
  await page.goto(studio());
  for (const group of ['Home', 'Services', 'Industries', 'Case studies', 'Other'])
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${group}`) })).toBeVisible();
  const industries = page.getByRole('region', { name: /^Industries/ });
  await expect(industries.getByRole('link')).toHaveCount(3);
  await expect(industries.getByRole('link', { name: /HVAC SEO \/hvac-seo Valid/ })).toBeVisible();
  await page.getByLabel('Find a page').fill('local seo');
  await expect(page.getByRole('main').getByRole('link')).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('link')).toContainText('/services/local-seo');
  await page.getByLabel('Find a page').fill('no such page');
  await expect(page.getByRole('status')).toHaveText('No page matches “no such page”.');
  // Each page's SEO score follows the list, as a number and a band in words; Show puts the weakest first.
  await page.getByLabel('Find a page').fill('');
  await expect(industries.getByRole('link', { name: /HVAC SEO \/hvac-seo Valid .*SEO \d+ · (Good|Needs work|Poor)$/ })).toBeVisible();
  await expect(page.getByText('SEO …')).toHaveCount(0, { timeout: 30_000 });
  await page.getByLabel('Show').selectOption('weakest');
  const weakest = page.getByRole('region', { name: /^Weakest SEO first/ });
  await expect(weakest).toBeVisible();
  const scores = (await weakest.locator('.studio-badge-seo').allTextContents()).map((t) => Number(/SEO (\d+)/.exec(t)?.[1]));
  expect(scores.length).toBeGreaterThan(3);
  expect(scores).toEqual([...scores].sort((a, b) => a - b));
  expect(await new AxeBuilder({ page }).analyze().then((r) => r.violations.map((v) => v.id))).toEqual([]);
});

test('edit a page: the preview opens its section, undo and redo, the search preview counts, and a save is a one-line diff', async ({
  page,
}) => {
  await openPage(page, / \/about /);
  const preview = page.frameLocator('iframe[title^="Page preview"]');
  // Clicking the hero in the preview opens its card in the form.
  await preview.locator('h1').click();
  const title = page.locator('#root_blocks_0_title');
  await expect(title).toBeVisible();
  const original = await title.inputValue();
  await title.fill('The People Behind Your Rankings');
  await expect(preview.locator('h1')).toHaveText('The People Behind Your Rankings');
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  // Undo and redo, from the keyboard.
  await page.keyboard.press('Control+Z');
  await expect(title).toHaveValue(original);
  await page.keyboard.press('Control+Shift+Z');
  await expect(title).toHaveValue('The People Behind Your Rankings');

  // The search snippet follows the meta, with its character counts.
  await page.locator('#root_meta_title').fill('About RankHarbor: the SEO team behind 200+ growing brands');
  await expect(page.getByTestId('search-snippet')).toContainText('About RankHarbor: the SEO team behind 200+ growing brands');
  await expect(page.getByText(/^Title: 57 characters, a good length/)).toBeVisible();
  await expect(page.getByTestId('share-card')).toContainText('About RankHarbor');
  // The SEO panel's score follows, made in the report's own worker (never between two keys).
  await expect(page.locator('.studio-seo-score')).toHaveText(/^\d+\/100 · /, { timeout: 30_000 });
  expect(page.workers().map((worker) => new URL(worker.url()).pathname)).toContainEqual(expect.stringMatching(/seo-worker/));

  await expect(page.getByRole('status').filter({ hasText: 'Ready to save.' })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved\./ })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  expect(git('diff', '--numstat', '--', 'pages/about.json')).toBe('2\t2\tpages/about.json');
  expect(git('diff', '--', 'pages/about.json')).toContain('+      "title": "The People Behind Your Rankings",');
});

test('problems link to their fields and block saving; leaving with unsaved edits asks first', async ({ page }) => {
  await openPage(page, /HVAC SEO/);
  await page.locator('#root_meta_title').fill('Too short');
  await expect(page.getByRole('status').filter({ hasText: /to save/ })).toHaveText('Fix 1 problem to save.');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await page.locator('#root_meta_description').focus();
  // The problem names its place as the form does, sits under its field, and marks the field invalid.
  await page.getByRole('button', { name: /^Search and share › Title: The title is 9 characters/ }).click();
  await expect(page.locator('#root_meta_title')).toBeFocused();
  await expect(page.locator('#root_meta_title')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#root_meta_title__error')).toContainText('The title is 9 characters');
  await expect(page.locator('.studio-problems')).not.toContainText(/line \d+|\/meta\//);

  // Leaving asks; saying no stays on the page with the edit.
  await leaveEditedPage(page, 'stay');
  await expect(page.locator('#root_meta_title')).toHaveValue('Too short');
  await leaveEditedPage(page);
});

test('a text emptied, then written again, loses its message as it is written, before the next check answers', async ({ page }) => {
  await openPage(page, /HVAC SEO/);
  const title = page.locator('#root_meta_title');
  const written = await title.inputValue();
  await title.fill('');
  const message = page.locator('#root_meta_title__error');
  await expect(message).toBeVisible();
  const listed = page.getByRole('button', { name: /^Search and share › Title:/ });
  await expect(listed).toHaveCount(1);
  // The next check is held until the words are written: the message goes on the words, not on the check.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_editor/api/check', async (route) => {
    await held;
    await route.continue();
  });
  await title.fill(written);
  await expect(message).toHaveCount(0);
  await expect(title).not.toHaveAttribute('aria-invalid', 'true');
  await expect(listed).toHaveCount(0);
  release();
  await expect(page.getByRole('status').filter({ hasText: /to save/ })).toHaveText('No changes to save.');
  await expect(message).toHaveCount(0);
  await page.unroute('**/_editor/api/check');
});

test('a file changed on disk since it was opened is never overwritten silently', async ({ page }) => {
  await openPage(page, / \/careers /);
  const file = path.join(repo(), 'pages', 'careers.json');
  await page.locator('#root_meta_description').fill(`${await page.locator('#root_meta_description').inputValue()}`.replace(/.$/, '!'));
  const changed = readFileSync(file, 'utf8').replace('"title": "', '"title": "Now ');
  writeFileSync(file, changed);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // Save first hands over the typed text and waits for its check (the whole site, some seconds on a busy machine).
  await expect(page.getByRole('alert')).toContainText('This page was changed elsewhere since you opened it', { timeout: 20_000 });
  expect(readFileSync(file, 'utf8')).toBe(changed);
  git('checkout', '--', 'pages/careers.json');
});

test('add a section from the picker, arrange it with named buttons, and every control has a name', async ({ page }) => {
  await openPage(page, /HVAC SEO/);
  await page.getByRole('button', { name: 'Add section' }).click();
  const picker = page.getByRole('dialog', { name: 'Add a section' });
  await expect(picker.getByRole('button')).not.toHaveCount(0);
  await picker.getByRole('button', { name: /^(FAQ|Faq|Questions)/ }).click();
  const cards = page.locator('[data-block-card]');
  const last = (await cards.count()) - 1;
  await expect(page.locator(`#root_blocks_${last}_title`)).toBeVisible();
  await page.locator(`#root_blocks_${last}_title`).fill('Questions HVAC Owners Ask');
  await page.getByRole('button', { name: new RegExp(`^Move section ${last + 1} .*Questions HVAC Owners Ask.* up$`) }).click();
  await expect(page.locator(`[data-block-card="${last - 1}"]`)).toContainText('Questions HVAC Owners Ask');
  const violations = await new AxeBuilder({ page })
    .include('.studio-form')
    .withRules(['button-name', 'label', 'aria-valid-attr-value'])
    .analyze();
  expect(violations.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
  await leaveEditedPage(page);
});

/** What an editor writes into each empty field of a new industry page. */
function textFor(id: string): string {
  if (id === 'root_meta_title') return 'Veterinary SEO: More Pet Owners Booking Visits | RankHarbor';
  if (id === 'root_meta_description')
    return 'SEO for veterinary clinics: rank in the map pack for vet near me, emergency vet and pet vaccinations, and turn those searches into booked appointments.';
  // A button's words are short (at most 40 characters).
  if (/_label$/.test(id)) return 'Get Your Free Veterinary SEO Audit';
  return `Pet owners find your clinic first (${id.replace(/^root_/, '').replace(/_/g, ' ')})`;
}

test('a new page: its address is made from its name, a taken one is refused as typed; it starts with hints, not TODO, and saves once filled', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(studio());
  await page.getByRole('button', { name: 'New page' }).click();
  const dialog = page.getByRole('dialog', { name: 'New page' });
  const name = dialog.getByRole('textbox', { name: 'Page name' });
  const address = dialog.getByRole('textbox', { name: 'Address' });
  // Before anything is typed, the line under the address says how one is written, in plain words (green is for a free one).
  const said = dialog.getByRole('status');
  await expect(said).toHaveText('Lower-case words joined by hyphens, for example roofer-seo. It is made from the page name as you type.');
  await expect(said).toHaveClass('studio-description');
  // The address follows the name as it is typed: lower case, hyphens, no accents.
  await name.fill('Roofer SEO');
  await expect(said).toHaveClass('studio-good');
  await expect(address).toHaveValue('roofer-seo');
  await expect(dialog.getByRole('status')).toContainText('/roofer-seo is free');
  await name.fill('Café Owners');
  await expect(address).toHaveValue('cafe-owners');
  // An address of its own is checked as typed, and a taken one refused.
  await address.fill('hvac-seo');
  await expect(dialog.getByRole('status')).toContainText('already has this address');
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('button', { name: 'Create page' })).toBeDisabled();
  await name.fill('Veterinary SEO');
  await expect(address).toHaveValue('hvac-seo');
  await address.fill('veterinary-seo');
  await expect(dialog.getByRole('status')).toContainText('/veterinary-seo is free');
  await dialog.getByRole('button', { name: 'Create page' }).click();
  // The header names the page and, once the first check has read it, its address, never a file path.
  await expect(page.getByRole('heading', { level: 1, name: 'Veterinary SEO' })).toBeVisible();
  await expect(page.locator('.studio-file strong')).toHaveText('/veterinary-seo', { timeout: 20_000 });
  await expect(page.getByText('pages/industries/veterinary-seo.json')).toHaveCount(0);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  // The first check of a new page reads the whole site (some seconds on a busy machine).
  await expect(page.getByRole('status').filter({ hasText: /to write|to save/ })).toHaveText(/^\d+ texts still to write\.$/, {
    timeout: 20_000,
  });

  // No field holds a marker to select and delete: empty fields show grey hints and a Required mark.
  const closed = page.locator('.studio-card-toggle[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  const fields = page.locator('.studio-form input[type="text"], .studio-form textarea, .studio-form input[role="combobox"]');
  for (const value of await fields.evaluateAll((all) => all.map((f) => (f as HTMLInputElement).value))) expect(value).not.toContain('TODO');
  await expect(page.locator('.studio-form')).not.toContainText('TODO');
  const headline = page.locator('#root_blocks_0_title');
  await expect(headline).toHaveValue('');
  // Its field shows greyed the words the preview shows greyed in its place: those of the page it started from.
  const startedFrom = 'Food Chain SEO That Puts Every Location on the Map';
  await expect(page.frameLocator('iframe[title^="Page preview"]').locator('h1')).toHaveText(startedFrom);
  await expect(headline).toHaveAttribute('placeholder', startedFrom);
  await expect(page.locator('label[for="root_blocks_0_title"]')).toContainText('Required');
  // The name typed in the dialog is the card's heading and the hero's small label.
  await expect(page.locator('#root_card_title')).toHaveValue('Veterinary SEO');
  await expect(page.locator('#root_blocks_0_eyebrow')).toHaveValue('Veterinary SEO');
  // Nothing is red before the editor has touched a field; Save refuses with the checklist, and marks each field still to write.
  await expect(headline).not.toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: test.info().outputPath('new-page.png') });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Not saved: \d+ texts still to write/ })).toBeVisible();
  await expect(headline).toHaveAttribute('aria-invalid', 'true');
  await expect(headline).toHaveAttribute('aria-describedby', /root_blocks_0_title__error/);
  await expect(page.locator('#root_blocks_0_title__error')).toHaveText('Still to write.');

  // The editor fills every required field; an optional one (a benefit's description) starts absent, never marked, even after Save was tried.
  await expect(page.locator('#root_blocks_1_items_0_description')).toHaveValue('');
  await expect(page.locator('#root_blocks_1_items_0_description')).not.toHaveAttribute('aria-invalid', 'true');
  const required = page.locator(
    ['input[type="text"]', 'textarea'].flatMap((f) => [`.studio-form ${f}[required]`, `.studio-form ${f}[aria-invalid="true"]`]).join(', '),
  );
  const empty = await required.evaluateAll((all) => all.filter((f) => !(f as HTMLInputElement).value).map((f) => f.id));
  expect(empty.length).toBeGreaterThan(5);
  for (const id of empty) await page.locator(`#${id}`).fill(textFor(id));
  await expect(page.locator('label[for="root_blocks_0_title"]')).not.toContainText('Required');
  await expect(page.getByRole('status').filter({ hasText: /to save/ })).toHaveText('Ready to save.', { timeout: 10_000 });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved\./ })).toBeVisible({ timeout: 20_000 });
  const saved = JSON.parse(readFileSync(path.join(repo(), 'pages', 'industries', 'veterinary-seo.json'), 'utf8'));
  expect(saved.card.title).toBe('Veterinary SEO');
  expect(JSON.stringify(saved)).not.toContain('TODO');
  await page.getByRole('link', { name: '← All pages' }).click();
  await expect(page.getByRole('region', { name: /^Industries/ }).getByRole('link', { name: /\/veterinary-seo Valid/ })).toBeVisible();
});

test('a link is chosen from the pages by keyboard: type, arrows, Enter; an outside address is taken as typed; Escape closes the list', async ({
  page,
}) => {
  await openPage(page, /HVAC SEO/);
  await page.locator('[data-block-card="0"] .studio-card-toggle').click();
  const link = page.getByRole('combobox', { name: 'Goes to' }).first();
  await expect(link).toHaveAttribute('aria-expanded', 'false');
  // The editor reads where the button goes (the page by its title, once the list of pages is in) before replacing it.
  await expect(page.locator('#root_blocks_0_actions_0_href__goes')).toHaveText(/^Goes to the page /);
  await link.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('careers');
  const list = page.getByRole('listbox', { name: 'Pages of the site' });
  await expect(link).toHaveAttribute('aria-expanded', 'true');
  await expect(list.getByRole('option')).not.toHaveCount(0);
  await expect(list.getByRole('option', { selected: true })).toContainText('/careers');
  await expect(link).toHaveAttribute('aria-activedescendant', (await list.getByRole('option').first().getAttribute('id'))!);
  await page.screenshot({ path: test.info().outputPath('link-picker.png') });
  const careersTitle = (await list.getByRole('option', { selected: true }).locator('.studio-combo-title').textContent())!;
  await page.keyboard.press('Enter');
  await expect(link).toHaveAttribute('aria-expanded', 'false');
  // The chosen page shows by its title; the address it goes to is said beside it.
  await expect(link).toHaveValue(careersTitle);
  await expect(page.locator('#root_blocks_0_actions_0_href__goes')).toHaveText(`Goes to the page ${careersTitle} (/careers).`);

  // Arrow keys move through the list; Escape closes it and leaves the page where it was.
  await page.keyboard.press('Control+A');
  await page.keyboard.type('seo');
  await expect(list.getByRole('option').nth(1)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(list.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(link).toHaveAttribute('aria-expanded', 'false');
  await expect(link).toBeFocused();

  // An outside address is kept as typed.
  await page.keyboard.press('Control+A');
  await page.keyboard.type('https://example.com/pricing');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(page.locator('#root_blocks_0_actions_0_href__goes')).toContainText('Goes to https://example.com/pricing');
  await expect(page.getByRole('status').filter({ hasText: /to save/ })).toHaveText('Ready to save.');
  await leaveEditedPage(page);
});

test('the icon grid shows the drawings with their names, the current one chosen, and arrow keys choose another', async ({ page }) => {
  await openPage(page, /HVAC SEO/);
  const grid = page.getByRole('radiogroup', { name: 'Icon' }).first();
  await expect(grid.getByRole('radio')).toHaveCount(50);
  await expect(grid.locator('svg')).toHaveCount(50);
  const current = JSON.parse(readFileSync(path.join(repo(), 'pages', 'industries', 'hvac-seo.json'), 'utf8')).card.icon as string;
  const chosen = grid.getByRole('radio', { checked: true });
  await expect(chosen).toHaveCount(1);
  await expect(chosen).toHaveAttribute('value', current);
  // The grid scrolls the chosen one into its own view.
  const chosenInView = await grid.evaluate((box) => {
    const chosen = box.querySelector('.is-chosen')!.getBoundingClientRect();
    const shown = box.getBoundingClientRect();
    return chosen.top >= shown.top - 1 && chosen.bottom <= shown.bottom + 1;
  });
  expect(chosenInView).toBe(true);
  await chosen.focus();
  await page.keyboard.press('ArrowRight');
  const next = grid.getByRole('radio', { checked: true });
  await expect(next).not.toHaveAttribute('value', current);
  await expect(next).toBeFocused();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await grid.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('icon-grid.png') });
  await leaveEditedPage(page);
});

test('technical fields wait in a closed Advanced group, which a problem there opens; counts sit beside the search title and description', async ({
  page,
}) => {
  await openPage(page, /HVAC SEO/);
  // The page's own address is behind Advanced, closed.
  const address = page.locator('#root_path');
  await expect(address).toBeHidden();
  const advanced = page.locator('details.studio-advanced').filter({ has: address });
  await expect(advanced).not.toHaveAttribute('open');
  await advanced.locator('summary').click();
  await expect(address).toBeVisible();
  await advanced.locator('summary').click();
  await expect(address).toBeHidden();

  // A problem in an advanced field: its message opens the group and focuses the field.
  await page.locator('[data-block-card="0"] .studio-card-toggle').click();
  const jump = page.locator('#root_blocks_0_id');
  const heroAdvanced = page.locator('details.studio-advanced').filter({ has: jump });
  await expect(heroAdvanced).not.toHaveAttribute('open');
  await heroAdvanced.locator('summary').click();
  await jump.fill('Not A Name');
  await jump.blur();
  await heroAdvanced.locator('summary').click();
  await expect(jump).toBeHidden();
  await page.getByRole('button', { name: /Hero › Link name for this section:/ }).click();
  await expect(jump).toBeVisible();
  await expect(jump).toBeFocused();
  await expect(jump).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('Control+Z');

  // Counts beside the search title and description, in the warning colour past the limit, said politely once typing pauses.
  const title = page.locator('#root_meta_title');
  const count = page.locator('.studio-counted').filter({ has: title }).locator('.studio-counter');
  await title.fill('Roofing SEO');
  await expect(count).toHaveText('11 / 60');
  await expect(count).not.toHaveClass(/is-over/);
  await title.fill('Roofing SEO That Fills Your Schedule All Year Round | RankHarbor');
  await expect(count).toHaveText('64 / 60');
  await expect(count).toHaveClass(/is-over/);
  await expect(page.locator('.studio-counted').filter({ has: title }).locator('[aria-live="polite"]')).toHaveText(
    '64 of 60 characters: 4 over the limit.',
  );
  const description = page.locator('#root_meta_description');
  await expect(page.locator('.studio-counted').filter({ has: description }).locator('.studio-counter')).toHaveText(/^\d+ \/ 160$/);
  await title.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('counts.png') });
  await leaveEditedPage(page);
});

test('publish for review: the dialog says what will be sent; the page goes to origin on its own branch; the checkout is left as it was', async ({
  page,
}) => {
  // Two pages saved and not yet sent: About (its title and headline) and Privacy (its description).
  savedInStudio('about.json', (about) => {
    about.meta.title = 'About RankHarbor: the SEO team behind 200+ growing brands';
    about.blocks[0]!.title = 'The People Behind Your Rankings';
  });
  savedInStudio('privacy.json', (privacy) => void (privacy.meta.description += '!'));
  await page.goto(studio());
  await expect(page.getByText('2 saved pages not yet sent for review')).toBeVisible();
  await expect(page.getByRole('link', { name: / \/about .*Changed/ })).toBeVisible();
  const before = git('status', '--porcelain');
  await openPage(page, / \/about /);
  await page.getByRole('button', { name: 'Send for review…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send for review' });
  await expect(dialog.getByRole('list', { name: 'What will be sent' }).getByRole('listitem')).toHaveText([
    'Search and share › Title changed',
    'Hero › Headline changed',
  ]);
  await dialog.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent for review' })).toHaveText(
    /^Sent for review: your team will find it as the proposed change “Update the page \/about”\./,
    // Publishing checks the page against the whole site, then commits and pushes: seconds on a busy machine.
    { timeout: 30_000 },
  );
  expect(git('rev-parse', '--abbrev-ref', 'HEAD')).toBe('main');
  expect(git('status', '--porcelain')).toBe(before);
  const origin = (...args: string[]) =>
    execFileSync('git', ['--git-dir', process.env.STUDIO_ORIGIN!, ...args], { encoding: 'utf8' }).trim();
  expect(
    origin('log', '-1', '--format=%B', 'content/about').replace(/\n\nSEO score: \d+ \([A-Za-z ]+\) → \d+ \([A-Za-z ]+\)\n[\s\S]*$/, ''),
  ).toBe(
    'Update the page /about\n\n- Search and share › Title changed\n- Hero › Headline changed', // and then the SEO change (seo-change.ts)
  );
  expect(origin('diff', '--name-only', 'content/about~1', 'content/about')).toBe('pages/about.json');
  await page.getByRole('link', { name: '← All pages' }).click();
  await expect(page.getByRole('link', { name: / \/about .*In review/ })).toBeVisible();
  await expect(page.getByText('1 saved page not yet sent for review')).toBeVisible();
});

test('a write from another origin is refused with 403 and changes nothing', async ({ request }) => {
  const file = path.join(repo(), 'pages', 'terms.json');
  const before = readFileSync(file, 'utf8');
  const answer = await request.post(`${studio()}/api/save`, {
    headers: { Origin: 'https://attacker.example', 'Content-Type': 'application/json' },
    data: { file: 'terms.json', data: {}, base: null },
  });
  expect(answer.status()).toBe(403);
  expect(readFileSync(file, 'utf8')).toBe(before);
});

const shots = (name: string) => path.join(root, 'test-results', 'studio-screens', `${name}.png`);
const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

test('the editor screen: focus in the first field on open, kept after Save (keys or button), back on the page’s link in the list; landmarks, one h1; axe finds nothing', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(studio());
  await page.getByRole('link', { name: / \/privacy / }).click();
  await expect(page.getByRole('status').filter({ hasText: /to save|Ready to save/ })).toHaveText('No changes to save.');
  // Opening a page puts the editor in the form's first field.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.matches('.studio-form form input, .studio-form form textarea') ?? false))
    .toBe(true);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Page fields' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Preview' })).toHaveAttribute('tabindex', '0');
  await expect(page.frameLocator('iframe[title^="Page preview"]').locator('h1')).toBeVisible();
  await page.screenshot({ path: shots('editor-1440x900') });
  expect(await axeViolations(page)).toEqual([]);

  // Ctrl+S in a field saves and leaves the editor in that field.
  const description = page.locator('#root_meta_description');
  await description.click();
  await description.press('End');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('!');
  await page.keyboard.press('Control+S');
  await expect(page.getByRole('status').filter({ hasText: /^Saved\./ })).toBeVisible({ timeout: 20_000 });
  await expect(description).toBeFocused();
  // The Save button keeps focus after it saved.
  await page.keyboard.press('Backspace');
  await page.keyboard.type('?');
  await expect(page.getByRole('status').filter({ hasText: 'Ready to save.' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await save.click();
  // "Saved." from the first save is still on screen: the line beside Save says when this one is done. Leaving
  // while it is under way asks first (and the test's dialog is dismissed), which kept the editor open once.
  await expect(page.getByRole('status').filter({ hasText: /to save/ })).toHaveText('No changes to save.', { timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: /^Saved\./ })).toBeVisible();
  await expect(save).toBeFocused();

  // Back to the list by keyboard, the keyboard is on the page's own link there (before, on nothing: the page's body).
  await page.getByRole('link', { name: '← All pages' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
  await expect(page.getByRole('link', { name: / \/privacy / })).toBeFocused();
});

test('a click on a text in the preview edits it there, its field in view beside it; Remove says so and Undo puts the item back in place', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPage(page, /HVAC SEO/);
  const preview = page.frameLocator('iframe[title^="Page preview"]');
  await preview.locator('h1').click();
  await expect(preview.locator('h1')).toHaveAttribute('data-studio-editing');
  await expect(page.locator('#root_blocks_0_title')).toBeInViewport();
  const seasons = preview.getByText('Visibility planned around the seasons', { exact: true });
  await seasons.click();
  await expect(seasons).toBeFocused();
  await expect(page.locator('#root_blocks_1_items_2_title')).toBeInViewport();
  await expect(page.locator('#root_blocks_1_items_2_title')).toHaveValue('Visibility planned around the seasons');

  // Remove the second benefit: a banner names it and offers Undo; focus moves to the item that took its place.
  const second = page.locator('#root_blocks_1_items_1_title');
  await expect(second).toHaveValue('A page for every service in every town you cover');
  await page
    .locator('[data-block-card="1"] .studio-item')
    .nth(1)
    .getByRole('button', { name: /^Remove / })
    .click();
  const banner = page.getByRole('status').filter({ hasText: /^Removed: / });
  await expect(banner).toBeVisible();
  await expect(second).toHaveValue('Visibility planned around the seasons');
  await expect(second).toBeFocused();
  await page.screenshot({ path: shots('removed-undo-1440x900') });
  await banner.getByRole('button', { name: 'Undo' }).click();
  await expect(second).toHaveValue('A page for every service in every town you cover');
  await expect(page.locator('#root_blocks_1_items_2_title')).toHaveValue('Visibility planned around the seasons');
  await expect(page.getByRole('status').filter({ hasText: /^Restored: / })).toBeVisible();
  await expect(second).toBeFocused();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);

  // Taken back by Ctrl+Z (the toolbar's Undo) instead, from the button after the field that took its place:
  // that button goes as the item comes back. The notice says Restored, without an Undo that would do nothing,
  // and the keyboard goes to the item that came back, not to the page's body.
  await page
    .locator('[data-block-card="1"] .studio-item')
    .nth(1)
    .getByRole('button', { name: /^Remove / })
    .click();
  await expect(banner).toBeVisible();
  await expect(second).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(second).not.toBeFocused();
  await page.keyboard.press('Control+z');
  await expect(second).toHaveValue('A page for every service in every town you cover');
  await expect(page.getByRole('status').filter({ hasText: /^Restored: / })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect(page.locator('.studio-notices').getByRole('button', { name: 'Undo' })).toHaveCount(0);
  await expect(second).toBeFocused();

  // Add a benefit: the new one takes the keyboard, in view, and the words typed go into it.
  await page.getByRole('button', { name: 'Add a benefit' }).focus();
  await page.keyboard.press('Enter');
  const added = page.locator('[data-block-card="1"] .studio-item').last().locator('input[type="text"]').first();
  await expect(added).toBeFocused();
  await expect(added).toBeInViewport();
  await page.keyboard.type('Booked jobs in every town you cover');
  await expect(added).toHaveValue('Booked jobs in every town you cover');
});

test('a click in the preview where no text is focuses a control of its section in view, never an icon choice out of sight', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPage(page, /HVAC SEO/);
  const preview = page.frameLocator('iframe[title^="Page preview"]');
  // The hero's left edge, below the corner where the section's drag handle sits: no text there, so the section's
  // card opens; the next arrow key must not choose an icon unseen.
  await preview
    .locator('[data-block-index="0"] > :not(.studio-preview-handle)')
    .first()
    .click({ position: { x: 5, y: 60 } });
  const focused = page.locator(':focus');
  await expect(focused).toBeInViewport();
  await expect(focused).not.toHaveAttribute('type', 'radio');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
});

test('a problem is always named from the page it was found on: adding a section before it never names the new one', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPage(page, /HVAC SEO/);
  const benefits = (await page.locator('[data-block-card="1"] .studio-card-kind').textContent())!.trim();
  await page.locator('[data-block-card="1"] .studio-card-toggle').click();
  await page.locator('#root_blocks_1_items_0_description').fill('Read [our method](/servces) first.');
  const problem = page.locator('.studio-problems li').filter({ hasText: '/servces' });
  await expect(problem).toHaveCount(1, { timeout: 15_000 });
  await expect(problem).toContainText(new RegExp(`^${benefits}`));
  // Every way the problem list names it from now on, frame by frame.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    const note = () =>
      document.querySelectorAll('.studio-problems li').forEach((li) => li.textContent?.includes('/servces') && seen.push(li.textContent));
    new MutationObserver(note).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page
    .getByRole('button', { name: /^Add a section after / })
    .first()
    .click();
  await page
    .getByRole('dialog', { name: 'Add a section' })
    .getByRole('button', { name: /^(FAQ|Faq|Questions)/ })
    .click();
  await expect(page.locator('[data-block-card="2"] .studio-card-kind')).toHaveText(benefits);
  const added = (await page.locator('[data-block-card="1"] .studio-card-kind').textContent())!.trim();
  // The new section's texts are still to write, named from it; once the check of the page with it is back
  // (the line beside Save counts both), the problem shows again, named from its own section.
  await expect(page.getByRole('region', { name: /still to write$/ })).toContainText(added);
  await expect(page.getByRole('status').filter({ hasText: /to save/ })).toHaveText(/^Fix 1 problem and write \d+ texts? to save\.$/, {
    timeout: 15_000,
  });
  await expect(problem).toHaveCount(1);
  await expect(problem).toContainText(new RegExp(`^${benefits}`));
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  expect(seen.filter((text) => !text.startsWith(benefits))).toEqual([]);
  await leaveEditedPage(page);
});

test('the toolbar never covers a focused field, at 1440×900 and at 1024×768', async ({ page }) => {
  await openPage(page, /HVAC SEO/);
  await page
    .getByRole('button', { name: /Benefits/ })
    .first()
    .click();
  for (const [width, height] of [
    [1440, 900],
    [1024, 768],
  ] as const) {
    await page.setViewportSize({ width, height });
    const fields = page.locator('.studio-form input:visible, .studio-form textarea:visible, .studio-form button:visible');
    const count = await fields.count();
    for (const i of [0, Math.floor(count / 2), count - 1]) {
      await fields.nth(i).focus();
      const [bar, field] = await Promise.all([page.locator('.studio-bar').boundingBox(), fields.nth(i).boundingBox()]);
      expect(field!.y, `field ${i} of ${count} at ${width}×${height}`).toBeGreaterThanOrEqual(bar!.y + bar!.height);
      expect(field!.y + field!.height).toBeLessThanOrEqual(height);
    }
    await page.screenshot({ path: shots(`toolbar-${width}x${height}`) });
  }
});

test('renaming a live page: the same save adds its 301, re-points the older redirect, offers to update the links, and the site validates', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPage(page, / \/services\/local-seo /);
  // A page's address is a technical field, in the page's Advanced group: Change address, beside it in the
  // header, opens the group and puts the cursor in the field.
  const address = page.locator('#root_path');
  await expect(address).toBeHidden();
  await page.getByRole('button', { name: 'Change address' }).click();
  await expect(address).toBeFocused();
  await expect(page.locator('details.studio-advanced').filter({ has: address })).toHaveAttribute('open');
  await address.fill('/services/local-seo-services');
  await expect(page.getByRole('status').filter({ hasText: 'Ready to save.' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const saved = page.getByRole('status').filter({ hasText: /^Saved\./ });
  await expect(saved).toContainText('The old address /services/local-seo now sends visitors to /services/local-seo-services.', {
    timeout: 20_000,
  });
  await expect(saved.getByRole('list', { name: 'Pages that link to the old address' }).getByRole('listitem')).toHaveCount(1);
  await page.screenshot({ path: shots('renamed-1440x900') });
  const site = () =>
    JSON.parse(readFileSync(path.join(repo(), 'pages', '_site.json'), 'utf8')) as { redirects: { from: string; to: string }[] };
  // The new redirect is a file of its own; the older one in the site config leads straight to the new address.
  expect(JSON.parse(readFileSync(path.join(repo(), 'pages', '_redirects', 'services-local-seo.json'), 'utf8'))).toMatchObject({
    from: '/services/local-seo',
    to: '/services/local-seo-services',
  });
  expect(site().redirects).toContainEqual({ from: '/seo-services/local-seo', to: '/services/local-seo-services' });
  await saved.getByRole('button', { name: 'Update links on this page' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Links updated/ })).toBeVisible();
  expect(readFileSync(path.join(repo(), 'pages', 'index.json'), 'utf8')).toContain('"href": "/services/local-seo-services"');
  // What npm run validate runs, over the studio's pages folder.
  expect(loadContentAndForms({ pagesDir: path.join(repo(), 'pages'), publicDir }).problems).toEqual([]);

  // The card, where it appears: in the menu with its new address, and on the services index.
  const menu = page.frameLocator('iframe[title="The site\'s menu with this page\'s entry"]');
  await expect(menu.locator('[data-studio-here]')).toHaveAttribute('href', '/services/local-seo-services');
  await expect(menu.locator('[data-studio-here]')).toBeVisible();
  const index = page.frameLocator('iframe[title^="The index page /services"]');
  const cardTitle = await page.locator('#root_card_title').inputValue();
  await expect(index.getByRole('heading', { name: cardTitle })).toBeVisible();
  await page.locator('#root_card_title').fill(`${cardTitle} Plus`);
  await expect(index.getByRole('heading', { name: `${cardTitle} Plus` })).toBeVisible();
  await page.getByRole('region', { name: 'Its card on the site' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: shots('card-places-1440x900') });
  await page.keyboard.press('Control+Z');
  await expect(page.locator('#root_card_title')).toHaveValue(cardTitle);

  // Publishing says the address changed, and sends the redirect and the updated link with the page.
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  await page.getByRole('button', { name: 'Send for review…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send for review' });
  await expect(dialog.getByRole('listitem').first()).toHaveText(
    'Address changed: /services/local-seo → /services/local-seo-services (old address redirects)',
  );
  await dialog.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent for review' })).toBeVisible({ timeout: 30_000 });
  const origin = (...args: string[]) =>
    execFileSync('git', ['--git-dir', process.env.STUDIO_ORIGIN!, ...args], { encoding: 'utf8' }).trim();
  expect(origin('diff', '--name-only', 'content/services.local-seo~1', 'content/services.local-seo').split('\n')).toEqual([
    'pages/_redirects/services-local-seo.json',
    'pages/_site.json',
    'pages/index.json',
    'pages/services/local-seo.json',
  ]);
});

test('publish twice: the same branch gets a second commit; the result is in plain words; the picker and the publish dialog pass axe', async ({
  page,
}) => {
  // Privacy's description was saved and not yet sent.
  savedInStudio('privacy.json', (privacy) => void (privacy.meta.description += '!'));
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPage(page, / \/privacy /);
  await page.getByRole('button', { name: 'Add section' }).click();
  await expect(page.getByRole('dialog', { name: 'Add a section' })).toBeVisible();
  await page.screenshot({ path: shots('picker-1440x900') });
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  const publish = async () => {
    await page.getByRole('button', { name: 'Send for review…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send for review' });
    await expect(dialog.getByRole('list', { name: 'What will be sent' })).toContainText('Search and share › Description changed');
    return dialog;
  };
  const dialog = await publish();
  await page.screenshot({ path: shots('publish-1440x900') });
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent for review' })).toHaveText(
    /^Sent for review: your team will find it as the proposed change “Update the page \/privacy”\./,
    { timeout: 30_000 },
  );
  // Focus stays on Publish, which now says why it has nothing to send.
  await expect(page.getByRole('button', { name: 'Send for review…' })).toBeFocused();

  const description = page.locator('#root_meta_description');
  await description.fill(`${await description.inputValue()}!`);
  await expect(page.getByRole('status').filter({ hasText: 'Ready to save.' })).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Control+S');
  await expect(page.getByRole('status').filter({ hasText: /^Saved\./ })).toBeVisible({ timeout: 20_000 });
  await (await publish()).getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Your changes were added to the review already open/ })).toBeVisible({
    timeout: 30_000,
  });
  const origin = (...args: string[]) =>
    execFileSync('git', ['--git-dir', process.env.STUDIO_ORIGIN!, ...args], { encoding: 'utf8' }).trim();
  expect(origin('log', '--format=%s', 'content/privacy').split('\n')).toEqual([
    'Update the page /privacy',
    'Update the page /privacy',
    'Fixture site',
  ]);
  await page.getByRole('link', { name: '← All pages' }).click();
  await expect(page.getByRole('link', { name: / \/privacy .*In review/ })).toBeVisible();
  await page.screenshot({ path: shots('start-1440x900') });
  expect(await axeViolations(page)).toEqual([]);
});

/** An editor's walk through a new page, counted: every click and every field filled. */
function counted() {
  const tally = { clicks: 0, fields: 0 };
  return {
    tally,
    click: async (target: ReturnType<Page['locator']>) => {
      await target.click();
      tally.clicks++;
    },
    fill: async (target: ReturnType<Page['locator']>, text: string) => {
      await target.fill(text);
      tally.fields++;
    },
  };
}

test('an editor adds the roofer page: New page, fields from their hints, a FAQ and Pricing from the picker, Save, Publish; again, on the same branch', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(studio());
  const { tally, click, fill } = counted();
  const started = performance.now();

  await click(page.getByRole('button', { name: 'New page' }));
  const dialog = page.getByRole('dialog', { name: 'New page' });
  await click(dialog.getByRole('radio', { name: /^Industry page/ }));
  await fill(dialog.getByRole('textbox', { name: 'Page name' }), 'Roofer SEO');
  await expect(dialog.getByRole('textbox', { name: 'Address' })).toHaveValue('roofer-seo');
  await expect(dialog.getByRole('status')).toContainText('/roofer-seo is free');
  await click(dialog.getByRole('button', { name: 'Create page' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Roofer SEO' })).toBeVisible();
  // The first check of a new page reads the whole site (some seconds on a busy machine).
  await expect(page.getByRole('status').filter({ hasText: /to write|to save/ })).toHaveText(/^\d+ texts still to write\.$/, {
    timeout: 20_000,
  });

  // Each empty field the page needs holds a grey hint of what to write; the editor writes in its spirit (here: the hint itself).
  const form = page.locator('.studio-form');
  const fillFromHints = async () => {
    const closed = page.locator('.studio-card-toggle[aria-expanded="false"]');
    while ((await closed.count()) > 0) await click(closed.first());
    const empty = page.locator(
      ['input[type="text"]', 'textarea', 'input[role="combobox"]']
        .flatMap((f) => [`.studio-form ${f}[required]`, `.studio-form ${f}[aria-invalid="true"]`])
        .join(', '),
    );
    const todo = await empty.evaluateAll((all) =>
      all
        .filter((f) => !(f as HTMLInputElement).value)
        .map((f) => ({ id: f.id, hint: (f as HTMLInputElement).placeholder, link: f.getAttribute('role') === 'combobox' })),
    );
    for (const { id, hint, link } of todo) {
      if (link) {
        // A button's link: the editor finds the contact page by its name and chooses it.
        await fill(page.locator(`#${id}`), 'contact');
        await page.keyboard.press('Enter');
        await expect(page.locator(`#${id}__goes`)).toContainText('(/contact)');
      } else {
        expect(hint, `a hint in the empty field ${id}`).not.toBe('');
        await fill(page.locator(`#${id}`), hint);
      }
    }
    return todo.length;
  };
  expect(await fillFromHints()).toBeGreaterThan(5);
  await expect(form).not.toContainText('TODO');
  for (const value of await form.locator('input, textarea').evaluateAll((all) => all.map((f) => (f as HTMLInputElement).value)))
    expect(value).not.toContain('TODO');

  // A FAQ and a Pricing section from the picker, each opening its own fields with one starter item.
  const addSection = async (name: RegExp, own: RegExp) => {
    await click(page.getByRole('button', { name: 'Add section' }).first());
    const picker = page.getByRole('dialog', { name: 'Add a section' });
    await click(picker.getByRole('button', { name }));
    await expect(picker).toBeHidden();
    const card = page.locator('[data-block-card]').filter({ has: page.locator('.studio-card-toggle', { hasText: name }) });
    await expect(card).toHaveCount(1);
    await expect(card.locator('input, textarea').first()).toBeVisible();
    await expect(card).toContainText(own);
    await expect(card).not.toContainText('Eyebrow');
  };
  await addSection(/Questions and answers/, /Question/);
  await addSection(/^Pricing/, /Price/);
  expect(await fillFromHints()).toBeGreaterThan(3);
  await expect(page.getByRole('status').filter({ hasText: /to save/ })).toHaveText('Ready to save.', { timeout: 20_000 });
  await click(page.getByRole('button', { name: 'Save', exact: true }));
  await expect(page.getByRole('status').filter({ hasText: /^Saved\./ })).toBeVisible({ timeout: 20_000 });

  // Publish: the dialog lists what will be sent before anything is.
  await click(page.getByRole('button', { name: 'Send for review…' }));
  const publish = page.getByRole('dialog', { name: 'Send for review' });
  await expect(publish.getByRole('list', { name: 'What will be sent' }).getByRole('listitem')).toHaveText([
    /^New page with \d+ sections: Hero, .*Questions and answers \(FAQ\).*Pricing/,
  ]);
  await click(publish.getByRole('button', { name: 'Send for review' }));
  await expect(page.getByRole('status').filter({ hasText: 'Sent for review' })).toBeVisible({ timeout: 30_000 });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `Roofer page, New page to Publish: ${seconds.toFixed(1)} s, ${tally.clicks} clicks, ${tally.fields} fields filled (the test's own typing is instant; an editor's is not)`,
  );
  const fixture = git('rev-list', '--max-parents=0', 'HEAD');
  const origin = (...args: string[]) =>
    execFileSync('git', ['--git-dir', process.env.STUDIO_ORIGIN!, ...args], { encoding: 'utf8' }).trim();
  // Its own branch: the page file's path in pages/, a dot for the folder.
  const branch = 'content/industries.roofer-seo';
  expect(origin('rev-list', '--count', branch, `^${fixture}`)).toBe('1');
  expect(origin('log', '-1', '--format=%s', branch)).toBe('Add the page /roofer-seo');

  // Edit again: the headline; Save; Publish adds a commit to the same branch.
  const headline = page.locator('#root_blocks_0_title');
  await fill(headline, 'Roofing SEO that fills your schedule in every season');
  await expect(page.getByRole('status').filter({ hasText: 'Ready to save.' })).toBeVisible({ timeout: 20_000 });
  await click(page.getByRole('button', { name: 'Save', exact: true }));
  await expect(page.getByRole('status').filter({ hasText: /^Saved\./ })).toBeVisible({ timeout: 20_000 });
  await click(page.getByRole('button', { name: 'Send for review…' }));
  await expect(publish.getByRole('list', { name: 'What will be sent' }).getByRole('listitem')).toHaveText(['Hero › Headline changed']);
  await click(publish.getByRole('button', { name: 'Send for review' }));
  await expect(page.getByRole('status').filter({ hasText: /^Your changes were added to the review already open/ })).toBeVisible({
    timeout: 30_000,
  });
  expect(origin('rev-list', '--count', branch, `^${fixture}`)).toBe('2');
  expect(origin('log', '--format=%s', branch, `^${fixture}`).split('\n')).toEqual([
    'Update the page /roofer-seo',
    'Add the page /roofer-seo',
  ]);

  // The start screen says the page is in review.
  await page.getByRole('link', { name: '← All pages' }).click();
  await expect(page.getByRole('region', { name: /^Industries/ }).getByRole('link', { name: / \/roofer-seo .*In review/ })).toBeVisible();
});

/** The texts a real roofing page needs, by field: what an editor writes into each field the checklist names. */

test('an editor’s first page: Roofing SEO from the HVAC page shows at once with greyed placeholders and nothing red; the checklist leads to each text; Save; Publish', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(studio());
  // The pages a new page can start from come with the list of pages (some seconds on a busy machine).
  await expect(page.getByRole('region', { name: /^Industries/ })).toBeVisible({ timeout: 30_000 });
  const { tally, click, fill } = counted();
  const problemCounts: number[] = [];
  const problemsShown = async () => {
    const list = page.locator('.studio-problems li');
    const texts = await list.allTextContents();
    problemCounts.push(texts.length);
    return texts;
  };

  await click(page.getByRole('button', { name: 'New page' }));
  const dialog = page.getByRole('dialog', { name: 'New page' });
  await fill(dialog.getByRole('textbox', { name: 'Page name' }), 'Roofing SEO');
  // An industry page starts from another industry page: the editor picks HVAC SEO.
  const from = dialog.getByRole('combobox', { name: 'Start from' });
  await expect(from.getByRole('option')).toContainText(['HVAC SEO', 'A blank page of this kind']);
  await from.selectOption({ label: 'HVAC SEO' });
  tally.clicks++;
  await expect(dialog.getByRole('status')).toContainText('/roofing-seo is free');
  await click(dialog.getByRole('button', { name: 'Create page' }));
  const created = performance.now();

  // The preview shows the page at once: the HVAC page's layout, its words greyed and marked "to write", nothing red.
  const preview = page.frameLocator('.studio-preview iframe').first();
  const headline = preview.locator('h1');
  await expect(headline).toHaveAttribute('data-to-write', '', { timeout: 20_000 });
  const previewSeconds = (performance.now() - created) / 1000;
  await expect(headline).toContainText('HVAC SEO That Keeps Your Trucks Busy');
  expect(await headline.evaluate((h) => getComputedStyle(h, '::after').content)).toBe('"to write"');
  await expect(preview.locator('[data-to-write]')).toHaveCount(6);
  await expect(preview.locator('[data-problem]')).toHaveCount(0);
  await expect(page.locator('.studio-form [aria-invalid="true"]')).toHaveCount(0);
  await expect(page.locator('.studio-bad')).toHaveCount(0);
  expect(await problemsShown()).toEqual([]);
  const checklist = page.getByRole('region', { name: /still to write$/ });
  await expect(checklist.getByRole('heading')).toHaveText('9 texts still to write');
  // Named by the form's labels, as AUTHORING's walk-through lists them.
  await expect(checklist.getByRole('button')).toHaveText(roofingToWrite);
  await expect(page.getByRole('status').filter({ hasText: /to write|to save/ })).toHaveText('9 texts still to write.');
  // The search result and the share card show the search texts still to write greyed and labelled, as the page does, and no count.
  const snippet = page.getByTestId('search-snippet');
  await expect(snippet.locator('[data-to-write]')).toHaveCount(2);
  await expect(page.getByTestId('share-card').locator('[data-to-write]')).toHaveCount(2);
  await expect(page.getByText('Title: still to write.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('roofing-start.png') });
  // The greyed placeholders and their labels stay readable (axe checks the preview's frame too). The card's
  // places (the site's menu and index, each a page with its own header) are checked apart from the page.
  const axe = await new AxeBuilder({ page }).exclude('.studio-snippets').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // A click on a greyed text in the preview leads to its field.
  await preview.locator('h1').click();
  await expect(page.locator('#root_blocks_0_title')).toBeFocused();

  // Each item of the checklist leads to its field; the editor writes it. Problems show only for touched fields.
  // Once the checklist is scrolled away, the next text to write is in view at the foot of the form, one press away.
  const next = page.getByRole('region', { name: 'Next text to write' });
  const onScreen = (region: typeof checklist) =>
    region.evaluate((el) => {
      const [at, column] = [el.getBoundingClientRect(), el.closest('.studio-form')!.getBoundingClientRect()];
      return at.bottom > Math.max(column.top, 0) && at.top < Math.min(column.bottom, innerHeight);
    });
  let typed = 0;
  let nexts = 0;
  for (let left = 9; left > 0; left--) {
    if (await onScreen(checklist)) {
      await click(checklist.getByRole('button').first());
    } else {
      nexts++;
      await expect(next).toBeInViewport({ ratio: 1 });
      await expect(next).toContainText(`${left} ${left === 1 ? 'text' : 'texts'} still to write`);
      await click(next.getByRole('button', { name: /^Next: / }));
    }
    await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toMatch(/^root_/);
    const id = await page.evaluate(() => document.activeElement!.id);
    expect(roofingTexts[id], `a text for the field ${id}`).toBeDefined();
    await fill(page.locator(`#${id}`), roofingTexts[id]!);
    typed += roofingTexts[id]!.length;
    const still = left - 1;
    await expect(page.getByRole('status').filter({ hasText: /to write|to save/ })).toHaveText(
      still ? `${still} ${still === 1 ? 'text' : 'texts'} still to write.` : 'Ready to save.',
      { timeout: 20_000 },
    );
    // No problem ever names an optional field: none shows at all while the texts written are good ones.
    expect(await problemsShown()).toEqual([]);
  }
  expect(nexts, 'presses of the next text to write, once the checklist was out of view').toBeGreaterThan(2);
  await expect(snippet.locator('[data-to-write]')).toHaveCount(0);
  await expect(snippet).toContainText(roofingTexts.root_meta_title!);
  await expect(preview.locator('[data-to-write]')).toHaveCount(0);
  await expect(headline).toHaveText('Roofing SEO That Brings Homeowners to Your Door');
  await click(page.getByRole('button', { name: 'Save', exact: true }));
  await expect(page.getByRole('status').filter({ hasText: /^Saved\./ })).toBeVisible({ timeout: 20_000 });
  const saved = JSON.parse(readFileSync(path.join(repo(), 'pages', 'industries', 'roofing-seo.json'), 'utf8'));
  expect(JSON.stringify(saved)).not.toMatch(/HVAC|""|\u2063/);
  expect(saved.blocks.map((b: { type: string }) => b.type)).toEqual(['hero', 'benefits', 'cta']);
  expect(saved.blocks[2]).toEqual({ type: 'cta', secondary: null });

  await click(page.getByRole('button', { name: /^(Publish|Send for review)…$/ }));
  const publish = page.getByRole('dialog', { name: /for review/ });
  await expect(publish.getByRole('list', { name: 'What will be sent' }).getByRole('listitem')).toHaveText([
    'New page with 3 sections: Hero, Benefits, Call to action',
  ]);
  await click(publish.getByRole('button', { name: 'Send for review' }));
  await expect(page.getByRole('status').filter({ hasText: 'Sent for review' })).toBeVisible({ timeout: 30_000 });
  console.log(
    `Roofing page from HVAC SEO: preview with placeholders ${previewSeconds.toFixed(1)} s after Create; ${tally.clicks} clicks, ${tally.fields} fields, ${typed} characters typed (${Math.round(typed / 5)} s at 5 characters a second); problems shown at each step: ${problemCounts.join(' → ')}`,
  );
});

test('duplicate this page: the HVAC page copied to /hvac-seo-fresno with every section, its own search texts and card written, saved beside it', async ({
  page,
}) => {
  await openPage(page, /HVAC SEO/);
  await duplicateHvacTo(page, 'hvac-seo-fresno');
  const source = JSON.parse(readFileSync(path.join(repo(), 'pages', 'industries', 'hvac-seo.json'), 'utf8'));
  const copy = JSON.parse(readFileSync(path.join(repo(), 'pages', 'industries', 'hvac-seo-fresno.json'), 'utf8'));
  expect(copy.blocks).toEqual(source.blocks);
  expect(copy.path).toBe('/hvac-seo-fresno');
  expect(copy.meta).toEqual({ ...source.meta, title: copyTexts.root_meta_title, description: copyTexts.root_meta_description });
  expect(copy.card).toMatchObject({ group: 'industries', icon: source.card.icon, title: copyTexts.root_card_title });
  expect(copy.card.order).toBeGreaterThan(source.card.order);
  // The HVAC page is as it was, and the copy is listed beside it.
  expect(git('status', '--porcelain')).toBe('?? pages/industries/hvac-seo-fresno.json');
  await page.getByRole('link', { name: '← All pages' }).click();
  await expect(page.getByRole('region', { name: /^Industries/ }).getByRole('link', { name: /\/hvac-seo-fresno Valid/ })).toBeVisible();
});

test('history: three live versions of a page, each said in words; the oldest opened shows its differences field by field, is restored, saved and sent alone', async ({
  page,
}) => {
  // Three versions go live after the page was made: Maya changes the headline, Jo moves a section, Maya rewrites a paragraph.
  const file = path.join(repo(), 'pages', 'terms.json');
  const made = readFileSync(file, 'utf8');
  const versions: [string, (data: { blocks: Record<string, unknown>[] }) => void][] = [
    ['Maya', (data) => void (data.blocks[0]!.title = 'Terms, Plainly Put')],
    ['Jo', (data) => void data.blocks.push(data.blocks.splice(1, 1)[0]!)],
    ['Maya', (data) => void (data.blocks[0]!.subtitle = 'What you and we agree to, in plain words.')],
  ];
  const data = JSON.parse(made) as { blocks: Record<string, unknown>[] };
  for (const [author, change] of versions) {
    change(data);
    writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
    git('-c', `user.name=${author}`, 'commit', '-q', '-m', 'Update the page /terms', '--', 'pages/terms.json');
  }
  await openPage(page, / \/terms /);
  await page.getByRole('button', { name: 'History' }).click();
  const dialog = page.getByRole('dialog', { name: 'History of this page' });
  const listed = dialog.getByRole('list').first().getByRole('button');
  await expect(listed).toHaveCount(4);
  await expect(listed.nth(0)).toContainText('Maya');
  await expect(listed.nth(0)).toContainText('Hero › Text under the headline changed');
  await expect(listed.nth(1)).toContainText('Jo');
  await expect(listed.nth(1)).toContainText('Text moved from section 2 to section 4');
  await expect(listed.nth(2)).toContainText('Hero › Headline changed');
  await expect(listed.nth(3)).toContainText('Studio Test');
  await expect(listed.nth(3)).toContainText('The page was made');
  expect(
    await new AxeBuilder({ page })
      .include('.studio-history')
      .analyze()
      .then((r) => r.violations),
  ).toEqual([]);

  // The oldest, by keyboard: what differs from the page now, field by field in the form's words.
  await listed.nth(3).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: /^Version of .* by Studio Test$/ })).toBeFocused();
  const differences = dialog.locator('.studio-differences > li');
  await expect(differences).toHaveCount(3);
  await expect(differences.filter({ hasText: 'Hero › Headline' })).toContainText('NowTerms, Plainly PutIn this versionTerms of Service');
  await expect(differences.filter({ hasText: 'Hero › Text under the headline' })).toContainText(
    'What you and we agree to, in plain words.',
  );
  await expect(differences.filter({ hasText: 'moved' })).toHaveText(/moved: it is section 4 now, section 2 in this version/);
  await expect(dialog.getByTitle('This version of the page')).toBeVisible({ timeout: 30_000 });
  expect(
    await new AxeBuilder({ page })
      .include('.studio-history')
      .exclude('iframe')
      .analyze()
      .then((r) => r.violations),
  ).toEqual([]);

  await dialog.getByRole('button', { name: 'Restore this version' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'is in the form, as an unsaved change' })).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /to save|Ready to save/ })).toHaveText('No changes to save.', {
    timeout: 30_000,
  });
  expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(JSON.parse(made));

  await page.getByRole('button', { name: 'Send for review…' }).click();
  const send = page.getByRole('dialog', { name: 'Send for review' });
  await expect(send.getByRole('list', { name: 'What will be sent' })).toBeVisible();
  await send.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent for review' })).toBeVisible({ timeout: 30_000 });
  const origin = (...args: string[]) =>
    execFileSync('git', ['--git-dir', process.env.STUDIO_ORIGIN!, ...args], { encoding: 'utf8' }).trim();
  // The proposed change holds exactly the page's return to its first version, and nothing else.
  expect(origin('diff', '--name-only', 'content/terms~1', 'content/terms')).toBe('pages/terms.json');
  expect(JSON.parse(origin('show', 'content/terms:pages/terms.json'))).toEqual(JSON.parse(made));
});

test('history across a move: a page whose file a developer moved shows the version before, at its old address; restored, saved and sent, it goes back there with its redirect', async ({
  page,
}) => {
  // A developer moved the careers page's file (its name gives its address: /careers is now /jobs), pointed
  // the footer's link at /jobs and redirected /careers, in one commit.
  const pages = path.join(repo(), 'pages');
  const made = JSON.parse(readFileSync(path.join(pages, 'careers.json'), 'utf8'));
  git('mv', 'pages/careers.json', 'pages/jobs.json');
  const siteFile = path.join(pages, '_site.json');
  writeFileSync(siteFile, readFileSync(siteFile, 'utf8').replaceAll('"href": "/careers"', '"href": "/jobs"'));
  mkdirSync(path.join(pages, '_redirects'), { recursive: true });
  writeFileSync(
    path.join(pages, '_redirects', 'careers.json'),
    `${JSON.stringify({ $schema: '../../schema/redirect.schema.json', from: '/careers', to: '/jobs' }, null, 2)}\n`,
  );
  git('add', 'pages/_site.json', 'pages/_redirects/careers.json');
  git(
    '-c',
    'user.name=Dev',
    'commit',
    '-q',
    '-m',
    'Careers at /jobs',
    '--',
    'pages/careers.json',
    'pages/jobs.json',
    'pages/_site.json',
    'pages/_redirects/careers.json',
  );

  await openPage(page, / \/jobs /);
  await page.getByRole('button', { name: 'History' }).click();
  const dialog = page.getByRole('dialog', { name: 'History of this page' });
  const listed = dialog.getByRole('list').first().getByRole('button');
  await expect(listed).toHaveCount(2);
  await expect(listed.nth(0)).toContainText('Dev');
  await expect(listed.nth(0)).toContainText('Address changed from /careers to /jobs');
  await expect(listed.nth(1)).toContainText('The page was made');
  await listed.nth(1).click();
  await expect(dialog.locator('.studio-differences > li')).toHaveCount(1);
  await expect(dialog.locator('.studio-differences > li')).toContainText('In this version/careers');
  await dialog.getByRole('button', { name: 'Restore this version' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is in the form, as an unsaved change' })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved\./ })).toContainText(
    'The old address /jobs now sends visitors to /careers.',
    {
      timeout: 30_000,
    },
  );
  expect(JSON.parse(readFileSync(path.join(pages, 'jobs.json'), 'utf8'))).toEqual({ ...made, path: '/careers' });

  await page.getByRole('button', { name: 'Send for review…' }).click();
  const send = page.getByRole('dialog', { name: 'Send for review' });
  await expect(send.getByRole('list', { name: 'What will be sent' }).getByRole('listitem').first()).toHaveText(
    'Address changed: /jobs → /careers (old address redirects)',
  );
  await send.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent for review' })).toBeVisible({ timeout: 30_000 });
  const origin = (...args: string[]) =>
    execFileSync('git', ['--git-dir', process.env.STUDIO_ORIGIN!, ...args], { encoding: 'utf8' }).trim();
  // The review holds the page back at /careers, the redirect from /jobs, the one from /careers gone, and the footer's link.
  expect(origin('diff', '--no-renames', '--name-status', 'content/jobs~1', 'content/jobs').split('\n')).toEqual([
    'D\tpages/_redirects/careers.json',
    'A\tpages/_redirects/jobs.json',
    'M\tpages/_site.json',
    'M\tpages/jobs.json',
  ]);
  expect(origin('show', 'content/jobs:pages/_site.json')).not.toContain('"/jobs"');
  expect(JSON.parse(origin('show', 'content/jobs:pages/_redirects/jobs.json'))).toMatchObject({ from: '/jobs', to: '/careers' });
});

test('the production build contains none of the studio outside /studio/, the studio on the web', async () => {
  const dist = path.join(root, 'dist');
  const files = (readdirSync(dist, { recursive: true }) as string[])
    .filter((f) => f.split(path.sep)[0] !== 'studio')
    .map((f) => path.join(dist, f))
    .filter((f) => statSync(f).isFile() && /\.(js|html|json|css)$/.test(f));
  expect(files.length).toBeGreaterThan(40);
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const marker of ['page-studio:', '/_editor/api', 'Send for review', 'customizeValidator', 'studio-card'])
      expect(text.includes(marker), `${marker} in ${file}`).toBe(false);
  }
  expect(readFileSync(manifestFile(dist), 'utf8')).not.toMatch(/editor|studio/);
});

test('a benefit or a section added to a page on the site starts as texts still to write: nothing red, the preview shows it greyed at once, Save lists it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPage(page, /HVAC SEO/);
  const preview = page.frameLocator('iframe[title^="Page preview"]');
  const status = page.getByRole('status').filter({ hasText: /to write|to save/ });
  await page.locator('[data-block-card="1"] .studio-card-toggle').click();
  const count = await page.locator('[data-block-card="1"] .studio-item').count();
  await page.getByRole('button', { name: 'Add a benefit' }).click();
  const added = page.locator(`#root_blocks_1_items_${count}_title`);
  await expect(added).toBeFocused();
  await expect(added).toHaveAttribute('placeholder', 'More calls from local searches');
  // The check and the preview see the field's example in it: the preview shows the page with the new benefit,
  // greyed and marked to write, not the page as it last worked; nothing is red and Save stays available.
  await expect(status).toHaveText('1 text still to write.', { timeout: 20_000 });
  await expect(preview.locator('[data-to-write]').filter({ hasText: 'More calls from local searches' })).toHaveCount(1);
  await expect(page.getByText('The preview shows the page as it last worked')).toHaveCount(0);
  await expect(page.locator('.studio-form [aria-invalid="true"]')).toHaveCount(0);
  await expect(page.locator('.studio-problems li')).toHaveCount(0);
  // Save refuses, says why, and marks the field.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Not saved: 1 text still to write/ })).toBeVisible();
  await expect(page.locator(`#root_blocks_1_items_${count}_title__error`)).toHaveText('Still to write.');

  // Undo takes the benefit back, with its text to write; Redo brings both back.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.locator('[data-block-card="1"] .studio-item')).toHaveCount(count);
  // Nothing stops a save now, so the refusal goes with its reason.
  await expect(page.getByText(/still to write/)).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'No changes to save.' })).toBeVisible();
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  await expect(status).toHaveText('1 text still to write.');

  // Written, it is saved as any text is.
  await added.fill('Booked jobs in every town you cover');
  await expect(page.getByRole('status').filter({ hasText: /to save/ })).toHaveText('Ready to save.', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved\./ })).toBeVisible({ timeout: 20_000 });
  const saved = JSON.parse(readFileSync(path.join(repo(), 'pages', 'industries', 'hvac-seo.json'), 'utf8')) as {
    blocks: { items?: unknown[] }[];
  };
  expect(saved.blocks[1]!.items![count]).toEqual({ title: 'Booked jobs in every town you cover' });

  // A section added from the picker starts the same way: its required texts to write, the rest of the page untouched.
  await page
    .getByRole('button', { name: /^Add a section after / })
    .first()
    .click();
  const picker = page.getByRole('dialog', { name: 'Add a section' });
  await picker
    .getByRole('button', { name: /^Benefits/ })
    .first()
    .click();
  await expect(status).toHaveText(/^\d+ texts still to write\.$/, { timeout: 20_000 });
  await expect(preview.locator('[data-to-write]').filter({ hasText: 'What SEO Does for Your Business' })).toHaveCount(1);
  await expect(page.locator('.studio-form [aria-invalid="true"]')).toHaveCount(0);
});

test('on a phone, a notice’s button that goes with its notice (Update links, Dismiss) gives the keyboard back to the field the editor was on', async ({
  page,
}) => {
  await openPage(page, / \/services\/local-seo /, { width: 375, height: 800 });
  await page.getByRole('button', { name: 'Change address' }).click();
  const address = page.locator('#root_path');
  await expect(address).toBeFocused();
  await address.fill('/services/local-seo-services');
  await expect(page.getByRole('status').filter({ hasText: 'Ready to save.' })).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Control+s');
  const notices = page.locator('.studio-notices');
  const update = notices.getByRole('button', { name: 'Update links on this page' });
  await expect(update).toBeVisible({ timeout: 20_000 });
  // Pressed from the keyboard: the button goes with its notice, and the keyboard is back in the address, in view.
  await update.focus();
  await page.keyboard.press('Enter');
  await expect(notices.getByText(/^Links updated/)).toBeVisible();
  await expect(address).toBeFocused();
  await expect(address).toBeInViewport();
  // The same for the notice's Dismiss, tapped.
  await notices.getByRole('button', { name: 'Dismiss this message' }).click();
  await expect(notices.getByText(/^Links updated/)).toHaveCount(0);
  await expect(address).toBeFocused();
  await expect
    .poll(async () => (await address.boundingBox())!.y - ((await notices.boundingBox())!.y + (await notices.boundingBox())!.height))
    .toBeGreaterThanOrEqual(0);
});
