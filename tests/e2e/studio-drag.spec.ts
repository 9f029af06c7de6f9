// Putting sections and list items in another place, and copying sections to another page, as an editor
// does it in the studio: by mouse in the list of sections, the form and the preview, and from the keyboard
// with every step said to screen readers; the saved file's change is the move (or the pasted sections) and
// nothing else, and so is the review it is sent for. A section of another page is also taken from the section
// picker's "From this site". The pages used here (Home, Food Chain SEO) are saved by no other test. On a new
// page, the greyed words of the texts still to write move with their section or item.
import AxeBuilder from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './local-studio.ts';
import { roofingToWrite } from './roofing-texts.ts';
import { openPage, studio } from './studio-page.ts';

const repo = () => process.env.STUDIO_REPO!;
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo(), encoding: 'utf8' }).trim();
const industry = 'pages/industries/food-chain-seo.json';
type Section = { type: string; items?: unknown[] };
type PageFile = { blocks: Section[] } & Record<string, unknown>;
const read = (file: string) => JSON.parse(readFileSync(path.join(repo(), file), 'utf8')) as PageFile;
const moved = <T>(list: T[], from: number, to: number) => {
  const out = [...list];
  out.splice(to, 0, ...out.splice(from, 1));
  return out;
};
/** The file as the studio writes it: its whole text is the page, so equal text means the change is exactly this. */
const asWritten = (page: unknown) => `${JSON.stringify(page, null, 2)}\n`;

// Each test has a studio and a repository of its own (local-studio.ts), so they run side by side.
test.describe.configure({ timeout: 120_000 });
test.use({ trace: 'off' });

/**
 * Drags `handle` by mouse to the middle of the top or bottom edge of `target`, in small steps as a hand
 * does. A target out of sight is brought into view the way an editor does it: by holding the dragged item
 * near the edge of the column, which then scrolls.
 */
async function drag(page: Page, handle: Locator, target: Locator, edge: 'top' | 'bottom', column = page.locator('.studio-form')) {
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const x = from.x + from.width / 2;
  await page.mouse.move(x, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, from.y + from.height / 2 + 8, { steps: 2 });
  const { y: top, height: tall } = (await column.boundingBox())!;
  const height = Math.min(page.viewportSize()!.height, top + tall);
  const to = async () => (await target.boundingBox())!;
  if ((await to()).y < top) {
    await page.mouse.move(x, top + 10, { steps: 6 });
    await expect.poll(async () => (await to()).y > top + 60, { timeout: 10_000 }).toBe(true);
  } else if ((await to()).y + (await to()).height > height) {
    await page.mouse.move(x, height - 10, { steps: 6 });
    await expect.poll(async () => (await to()).y + (await to()).height < height - 60, { timeout: 10_000 }).toBe(true);
  }
  const box = await to();
  await page.mouse.move(x, edge === 'top' ? box.y + 3 : box.y + box.height - 3, { steps: 12 });
}

async function save(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'Ready to save.' })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved\./ })).toBeVisible({ timeout: 20_000 });
}

const said = (page: Page) => page.getByTestId('studio-moves-said');

test('by mouse: a section in the list of sections and a benefit in the form; a drop above the hero is refused with its reason; the save is the two moves', async ({
  page,
}) => {
  const before = read(industry);
  await openPage(page, / \/food-chain-seo /);
  const sections = page.getByRole('region', { name: 'Sections' });
  const rows = sections.getByRole('listitem');
  await expect(rows).toHaveCount(3);

  // Benefits above the hero: the line turns red, says why, and the drop changes nothing.
  await drag(page, sections.getByRole('button', { name: 'Drag Benefits (section 2)' }), rows.nth(0), 'top');
  await expect(rows.nth(0)).toHaveAttribute('data-drop-refused', /^The hero opens the page/);
  await page.mouse.up();
  await expect(said(page)).toContainText('Benefits cannot go there. The hero opens the page');
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);

  // The call to action above the benefits.
  await drag(page, sections.getByRole('button', { name: 'Drag Call to action (section 3)' }), rows.nth(1), 'top');
  await expect(rows.nth(1)).toHaveAttribute('data-drop', 'before');
  await page.mouse.up();
  await expect(said(page)).toHaveText('Call to action moved to position 2 of 3.');
  await expect(rows.nth(1)).toContainText('Call to action');
  await expect(page.locator('[data-block-card="1"] .studio-card-kind')).toHaveText('Call to action');
  // The preview follows.
  const preview = page.frameLocator('iframe[title^="Page preview"]');
  await expect(preview.locator('[data-block-index="2"] h2').first()).toContainText(String((before.blocks[1] as { title?: string }).title));

  // The first benefit, dragged below the third in the form.
  await sections.getByRole('button', { name: /^Benefits/ }).click();
  const benefits = page.locator('#root_blocks_2_items > .studio-items > .studio-item');
  await drag(page, page.getByRole('button', { name: 'Drag benefit 1' }), benefits.nth(2), 'bottom');
  // The line is drawn where it lands: between the third and the fourth.
  await expect(benefits.nth(3)).toHaveAttribute('data-drop', 'before');
  await page.mouse.up();
  await expect(said(page)).toHaveText('Benefit 1 moved to position 3 of 9.');

  await save(page);
  const after = { ...before, blocks: moved(before.blocks, 2, 1) };
  after.blocks[2] = { ...after.blocks[2]!, items: moved(after.blocks[2]!.items!, 0, 2) };
  expect(readFileSync(path.join(repo(), industry), 'utf8')).toBe(asWritten(after));
});

test('by keyboard: pick up, move, drop, cancel, each said; axe finds nothing while a section is picked up; Undo takes the move back; the save is the two moves', async ({
  page,
}) => {
  git('checkout', '--', industry);
  const before = read(industry);
  await openPage(page, / \/food-chain-seo /);
  const sections = page.getByRole('region', { name: 'Sections' });
  const handle = sections.getByRole('button', { name: 'Drag Call to action (section 3)' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(said(page)).toHaveText(
    'Call to action picked up, position 3 of 3. Press the arrow keys to move it, Space to drop it, Escape to cancel.',
  );
  await page.keyboard.press('ArrowUp');
  await expect(said(page)).toHaveText('Call to action: position 2 of 3.');
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.keyboard.press('ArrowUp');
  await expect(said(page)).toContainText('Call to action: position 1 of 3. Not allowed here: The hero opens the page');
  await page.keyboard.press('Escape');
  await expect(said(page)).toHaveText('Call to action: move cancelled, back at position 3 of 3.');
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);

  // Again, dropped at position 2: focus stays on its handle, now second.
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(said(page)).toHaveText('Call to action moved to position 2 of 3.');
  await expect(sections.getByRole('button', { name: 'Drag Call to action (section 2)' })).toBeFocused();
  // Focus the editor moves on to right after a drop stays where they put it, however long the list takes to
  // be drawn again (it was taken back to the handle for 30 frames, so keys meant for the next control moved a section).
  const undo = page.getByRole('button', { name: 'Undo' });
  await undo.focus();
  await page.evaluate(async () => {
    // Forty animation frames: longer than the list is given to be drawn again.
    for (let frame = 0; frame < 40; frame++) await new Promise((next) => requestAnimationFrame(next));
  });
  await expect(undo).toBeFocused();

  // Undo takes the move back, Redo puts it again.
  await undo.click();
  await expect(sections.getByRole('listitem').nth(2)).toContainText('Call to action');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(sections.getByRole('listitem').nth(1)).toContainText('Call to action');

  // A benefit, from the keyboard in the form: the fourth to the top.
  await sections.getByRole('button', { name: /^Benefits/ }).click();
  await page.getByRole('button', { name: 'Drag benefit 4' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Home');
  await page.keyboard.press('Space');
  await expect(said(page)).toHaveText('Benefit 4 moved to position 1 of 9.');
  await expect(page.getByRole('button', { name: 'Drag benefit 1' })).toBeFocused();

  await save(page);
  const after = { ...before, blocks: moved(before.blocks, 2, 1) };
  after.blocks[2] = { ...after.blocks[2]!, items: moved(after.blocks[2]!.items!, 3, 0) };
  expect(readFileSync(path.join(repo(), industry), 'utf8')).toBe(asWritten(after));
});

test('a new page: its greyed words to write go with the section and the benefit moved, and with them through Undo and Redo', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(studio());
  await expect(page.getByRole('region', { name: /^Industries/ })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'New page' }).click();
  const dialog = page.getByRole('dialog', { name: 'New page' });
  await dialog.getByRole('textbox', { name: 'Page name' }).fill('Roofing SEO');
  await dialog.getByRole('combobox', { name: 'Start from' }).selectOption({ label: 'HVAC SEO' });
  await expect(dialog.getByRole('status')).toContainText('/roofing-seo is free');
  await dialog.getByRole('button', { name: 'Create page' }).click();

  // The HVAC page's words, greyed: its benefits' heading and its first three benefits.
  const hvac = read('pages/industries/hvac-seo.json').blocks[1] as unknown as { title: string; items: { title: string }[] };
  const [heading, [first, second, third]] = [hvac.title, hvac.items.map((item) => item.title)];
  const preview = page.frameLocator('.studio-preview iframe').first();
  const greyed = (section: number) => preview.locator(`[data-block-index="${section}"] [data-to-write]`);
  await expect(greyed(1)).toHaveText([heading, first!, second!, third!], { timeout: 20_000 });
  const checklist = page.getByRole('region', { name: /still to write$/ });
  await expect(checklist.getByRole('button')).toHaveText(roofingToWrite);

  // The call to action above the benefits, from the keyboard in the list of sections: the benefits keep their words.
  const sections = page.getByRole('region', { name: 'Sections' });
  await sections.getByRole('button', { name: 'Drag Call to action (section 3)' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await expect(said(page)).toHaveText('Call to action moved to position 2 of 3.');
  await expect(greyed(2)).toHaveText([heading, first!, second!, third!]);
  await expect(greyed(1)).toHaveCount(0);
  await expect(checklist.getByRole('button')).toHaveText(roofingToWrite);

  // The first benefit written, the third moved up by its button: the second and third keep their own words.
  await sections.getByRole('button', { name: /^Benefits/ }).click();
  const written = 'Roof leaks fixed before the next storm';
  await page.locator('#root_blocks_2_items_0_title').fill(written);
  // Once the words are handed on (the preview shows them): a button pressed while the form is still handing
  // on typed words gives its move to that page, and the greyed words stay where they were (not fixed yet).
  await expect(preview.locator('[data-block-index="2"]')).toContainText(written);
  await page.getByRole('button', { name: 'Move benefit 3 up' }).click();
  await expect(page.locator('#root_blocks_2_items_1_title')).toHaveValue('');
  await expect(greyed(2)).toHaveText([heading, third!, second!]);
  await expect(preview.locator('[data-block-index="2"]')).toContainText(written);
  await expect(checklist.getByRole('heading')).toHaveText('8 texts still to write');

  // Undo takes the move back (a step of its own, whatever the time since the words were typed), Redo puts it back: each benefit with its words.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(greyed(2)).toHaveText([heading, second!, third!]);
  await expect(preview.locator('[data-block-index="2"]')).toContainText(written);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(greyed(2)).toHaveText([heading, third!, second!]);
  await expect(preview.locator('[data-block-index="2"]')).toContainText(written);
});

test('in the preview: a section’s handle shows on hover, and dragging it moves the section in the form too', async ({ page }) => {
  git('checkout', '--', industry);
  await openPage(page, / \/food-chain-seo /);
  const preview = page.frameLocator('iframe[title^="Page preview"]');
  const cta = preview.locator('[data-block-index="2"] > :not(button, .studio-drop-line)');
  await cta.hover();
  const handle = preview.getByRole('button', { name: 'Drag Call to action' });
  await expect(handle).toHaveCSS('opacity', '1');
  await drag(
    page,
    handle,
    preview.locator('[data-block-index="1"] > :not(button, .studio-drop-line)'),
    'top',
    page.locator('iframe[title^="Page preview"]'),
  );
  await page.mouse.up();
  await expect(said(page)).toHaveText('Call to action moved to position 2 of 3.');
  await expect(page.getByRole('region', { name: 'Sections' }).getByRole('listitem').nth(1)).toContainText('Call to action');
  await expect(preview.locator('[data-block-index="1"] > :not(button, .studio-drop-line)')).toContainText(
    String((read(industry).blocks[2] as { text?: string }).text ?? ''),
  );
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
});

test('copy the client logos and the testimonials from Home, paste them on Food Chain SEO after its benefits: the file gains exactly those sections', async ({
  page,
}) => {
  git('checkout', '--', industry);
  const before = read(industry);
  const home = read('pages/index.json');
  await openPage(page, / \/ Valid/);
  const sections = page.getByRole('region', { name: 'Sections' });
  await sections.getByRole('checkbox', { name: /^Choose Client logos/ }).check();
  await sections.getByRole('checkbox', { name: /^Choose Testimonials/ }).check();
  await sections.getByRole('button', { name: 'Copy 2 sections' }).click();
  await expect(sections.getByText('Copied: Client logos, Testimonials (from Home).')).toBeVisible();

  await page.getByRole('link', { name: '← All pages' }).click();
  await page.getByRole('link', { name: / \/food-chain-seo / }).click();
  await expect(page.getByRole('status').filter({ hasText: /to save|Ready to save/ })).toHaveText('No changes to save.');
  const paste = page.getByRole('group', { name: 'Paste copied sections' });
  await expect(paste).toContainText('Copied: Client logos, Testimonials (from Home).');
  // Above the hero is refused, with the reason.
  await paste.getByLabel('Paste').selectOption({ label: 'at the top of the page' });
  await paste.getByRole('button', { name: 'Paste', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Not pasted: The hero opens the page/ })).toBeVisible();
  await paste.getByLabel('Paste').selectOption({ label: 'after Benefits (section 2)' });
  await paste.getByRole('button', { name: 'Paste', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pasted Client logos, Testimonials (from Home) as section 3.' })).toBeVisible();
  // The logos' photos show in the preview, from the files already in the site.
  const preview = page.frameLocator('iframe[title^="Page preview"]');
  await expect(preview.locator('[data-block-index="2"] img').first()).toBeVisible();
  await save(page);
  const homeSection = (type: string) => home.blocks.find((b) => b.type === type)!;
  const after = {
    ...before,
    blocks: [...before.blocks.slice(0, 2), homeSection('logos'), homeSection('testimonials'), ...before.blocks.slice(2)],
  };
  expect(readFileSync(path.join(repo(), industry), 'utf8')).toBe(asWritten(after));
  expect(git('diff', '--name-only')).toContain(industry);
  expect(git('diff', '--name-only')).not.toContain('pages/index.json');
});

/** The origin's git (the bare repository the studio pushes reviews to). */
const origin = (...args: string[]) => execFileSync('git', ['--git-dir', process.env.STUDIO_ORIGIN!, ...args], { encoding: 'utf8' }).trim();

test('copy the testimonials from Home to Food Chain SEO, Save, Send for review: the review changes that page alone, by exactly that section', async ({
  page,
}) => {
  git('checkout', '--', industry);
  const before = read(industry);
  const testimonials = read('pages/index.json').blocks.find((b) => b.type === 'testimonials')!;
  await openPage(page, / \/ Valid/);
  const sections = page.getByRole('region', { name: 'Sections' });
  await sections.getByRole('checkbox', { name: /^Choose Testimonials/ }).check();
  await sections.getByRole('button', { name: 'Copy 1 section' }).click();

  await page.getByRole('link', { name: '← All pages' }).click();
  await page.getByRole('link', { name: / \/food-chain-seo / }).click();
  await expect(page.getByRole('status').filter({ hasText: /to save|Ready to save/ })).toHaveText('No changes to save.');
  const paste = page.getByRole('group', { name: 'Paste copied sections' });
  await paste.getByLabel('Paste').selectOption({ label: 'after Benefits (section 2)' });
  await paste.getByRole('button', { name: 'Paste', exact: true }).click();
  await save(page);

  await page.getByRole('button', { name: 'Send for review…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send for review' });
  await expect(dialog.getByRole('list', { name: 'What will be sent' }).getByRole('listitem')).toHaveText(['Testimonials section added']);
  await dialog.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent for review' })).toBeVisible({ timeout: 30_000 });
  // One branch per page file: its path in pages/ with a dot for each folder.
  const branch = 'content/industries.food-chain-seo';
  expect(origin('diff', '--name-only', `${branch}~1`, branch)).toBe(industry);
  expect(JSON.parse(origin('show', `${branch}~1:${industry}`))).toEqual(before);
  expect(JSON.parse(origin('show', `${branch}:${industry}`))).toEqual({
    ...before,
    blocks: [...before.blocks.slice(0, 2), testimonials, ...before.blocks.slice(2)],
  });
});

test('Add section › From this site: “Testimonials — from Home”, found by typing and taken by keyboard, goes where the picker was opened; the save is exactly that section', async ({
  page,
}) => {
  git('checkout', '--', industry);
  const before = read(industry);
  const testimonials = read('pages/index.json').blocks.find((b) => b.type === 'testimonials')!;
  await openPage(page, / \/food-chain-seo /);
  await page.getByRole('button', { name: 'Add a section after Benefits' }).click();
  const picker = page.getByRole('dialog', { name: 'Add a section' });
  await expect(picker).toContainText('It goes after section 2 (Benefits).');
  // Two tabs: new, empty sections, and the site's own; the arrow keys go from one to the other.
  await picker.getByRole('tab', { name: 'New' }).focus();
  await page.keyboard.press('ArrowRight');
  const site = picker.getByRole('tab', { name: 'From this site' });
  await expect(site).toBeFocused();
  await expect(site).toHaveAttribute('aria-selected', 'true');
  const found = picker.getByRole('list', { name: 'Sections of this site' }).getByRole('button');
  // The page's own sections are not offered, nor a second hero.
  await expect(found.filter({ hasText: 'from Food Chain SEO' })).toHaveCount(0);
  await expect(found.filter({ hasText: /^Hero/ })).toHaveCount(0);
  await expect(found.filter({ hasText: 'Testimonials — from Home' })).toHaveCount(1);
  expect(
    await new AxeBuilder({ page })
      .include('.studio-picker')
      .analyze()
      .then((r) => r.violations.map((v) => v.id)),
  ).toEqual([]);

  await page.keyboard.press('Tab');
  await expect(picker.getByLabel('Find a section')).toBeFocused();
  await page.keyboard.type('home testimonials');
  await expect(found).toHaveCount(1);
  await expect(picker.getByText('1 section found.')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(found.first()).toBeFocused();
  await expect(found.first()).toHaveAccessibleName(/^Testimonials — from Home/);
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Added Testimonials — from Home as section 3.' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sections' }).getByRole('listitem')).toHaveCount(4);
  await save(page);
  expect(readFileSync(path.join(repo(), industry), 'utf8')).toBe(
    asWritten({ ...before, blocks: [...before.blocks.slice(0, 2), testimonials, ...before.blocks.slice(2)] }),
  );
  expect(git('diff', '--name-only').split('\n')).toContain(industry);
  expect(git('diff', '--name-only').split('\n')).not.toContain('pages/index.json');
});
