// Editing in the preview itself: a click on a text a visitor reads makes it editable where it is; the
// form's field follows, Undo and Redo are one history across the preview and the form, and a save
// changes exactly the fields edited. Over the studio's own repository (see playwright.config.ts).
import AxeBuilder from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import { expect, test } from './local-studio.ts';
import { openPage } from './studio-page.ts';

const git = (...args: string[]) => execFileSync('git', args, { cwd: process.env.STUDIO_REPO!, encoding: 'utf8' }).trim();
const file = 'pages/services/ai-seo-services.json';

test.describe.configure({ timeout: 120_000 });
test.use({ trace: 'off' });

test('edit a headline, a benefit, a paragraph with bold words, a table cell and an FAQ answer in the preview; undo and redo across preview and form; the save is those fields', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // The page's clock runs as usual, and is moved on where the test needs time to pass (Undo's grouping).
  await page.clock.install();
  await openPage(page, / \/services\/ai-seo-services /);
  const preview = page.frameLocator('iframe[title^="Page preview"]');
  const editing = preview.locator('[data-studio-editing]');

  // The headline: a click makes it editable where it is, its field opens in the form, and the form follows what is typed.
  const headline = preview.locator('h1');
  await headline.click();
  await expect(headline).toHaveAttribute('contenteditable', 'plaintext-only');
  await expect(headline).toBeFocused();
  const titleField = page.locator('#root_blocks_0_title');
  await expect(titleField).toBeVisible();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(', Today');
  await expect(titleField).toHaveValue('Be the Business That Google and AI Assistants Recommend, Today');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  // Enter ends the edit; the preview shows the page with the new words, nothing editable left.
  await page.keyboard.press('Enter');
  await expect(preview.locator('[contenteditable]')).toHaveCount(0);
  await expect(headline).toHaveText('Be the Business That Google and AI Assistants Recommend, Today');

  // Escape takes back what this edit typed.
  const benefit = preview.getByText('AI drafts help us publish more often', { exact: false });
  await benefit.click();
  await page.keyboard.type(' Typed, then taken back.');
  await page.keyboard.press('Escape');
  await expect(editing).toHaveCount(0);
  await expect(benefit).toHaveText('AI drafts help us publish more often, and a specialist editor checks every fact before it goes live.');
  await expect(page.locator('#root_blocks_1_items_1_description')).toHaveValue(
    'AI drafts help us publish more often, and a specialist editor checks every fact before it goes live.',
  );

  // A benefit's sentence, all of it replaced; Tab ends it and goes on to the next text, the next section's heading.
  await benefit.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Every draft is checked by a specialist editor before it goes live.');
  await page.keyboard.press('Tab');
  await expect(editing).toHaveText('The SEO Landscape Has Changed');
  await page.keyboard.press('Escape');
  await expect(page.locator('#root_blocks_1_items_1_description')).toHaveValue(
    'Every draft is checked by a specialist editor before it goes live.',
  );

  // A paragraph with bold words: typed at its end, the bold stays bold, in the page's markup.
  const paragraph = preview.getByText('The result is more', { exact: false });
  await paragraph.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Plan for it.');
  await page.keyboard.press('Enter');
  await expect(page.locator('#root_blocks_2_content_1_text')).toHaveValue(
    /^The result is more \*\*zero-click searches\*\*: .* loses\. Plan for it\.$/,
  );
  await expect(paragraph.locator('strong')).toHaveText('zero-click searches');

  // A table cell.
  const cell = preview.getByRole('cell', { name: 'Automated crawls that flag issues every week' });
  await cell.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Weekly automated crawls');
  await page.keyboard.press('Enter');
  const cellField = page.locator('#root_blocks_6_rows_4_2');
  await expect(cellField).toHaveValue('Weekly automated crawls');

  // An FAQ answer: a click on its question shows the answer (and edits the question), then a click on the answer edits it.
  await preview.getByText('How much do AI SEO services cost?').click();
  await expect(editing).toHaveText('How much do AI SEO services cost?');
  const answer = preview.locator('[data-block-index="11"] p', { hasText: 'All plans run month to month' });
  await answer.click();
  await expect(answer).toHaveAttribute('data-studio-editing');
  // Editing in place passes axe, in the preview as in the studio around it.
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Cancel any time.');
  await page.keyboard.press('Enter');
  await expect(page.locator('#root_blocks_11_items_0_answer')).toHaveValue(/written notice\. Cancel any time\.$/);
  await expect(answer).toHaveText(/written notice\. Cancel any time\.$/);

  // One history: a change typed in the form, then Undo from the preview takes it back, and the next Undo the answer typed in the preview.
  // (Changes less than 0.8 s apart are one step of Undo: this one is typed later.)
  await page.clock.fastForward(900);
  await titleField.click();
  await titleField.press('End');
  await page.keyboard.type(' Now');
  await expect(headline).toHaveText('Be the Business That Google and AI Assistants Recommend, Today Now');
  // Undo pressed in the preview: a click there, Escape, then Ctrl+Z.
  await headline.click();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+Z');
  await expect(titleField).toHaveValue('Be the Business That Google and AI Assistants Recommend, Today');
  await expect(headline).toHaveText('Be the Business That Google and AI Assistants Recommend, Today');
  await page.keyboard.press('Control+Z');
  await expect(page.locator('#root_blocks_11_items_0_answer')).toHaveValue(/written notice\.$/);
  await expect(answer).toHaveText(/written notice\.$/);
  // Redo, from the form.
  await cellField.click();
  await page.keyboard.press('Control+Shift+Z');
  await expect(answer).toHaveText(/written notice\. Cancel any time\.$/);
  await expect(page.locator('#root_blocks_11_items_0_answer')).toHaveValue(/written notice\. Cancel any time\.$/);

  // Saved: exactly the five fields edited, nothing else in the file.
  await expect(page.getByRole('status').filter({ hasText: 'Ready to save.' })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved\./ })).toBeVisible({ timeout: 20_000 });
  expect(git('diff', '--numstat', '--', file)).toBe(`5\t5\t${file}`);
  const added = git('diff', '-U0', '--', file)
    .split('\n')
    .filter((line) => line.startsWith('+') && !line.startsWith('+++'))
    .map((line) => line.slice(1).trim());
  expect(added).toEqual([
    '"title": "Be the Business That Google and AI Assistants Recommend, Today",',
    '"description": "Every draft is checked by a specialist editor before it goes live."',
    expect.stringMatching(/^"text": "The result is more \*\*zero-click searches\*\*: .* loses\. Plan for it\."$/),
    '["Technical audits", "Manual audit every few months", "Weekly automated crawls"],',
    expect.stringMatching(/^"answer": "Our Growth Plan .* written notice\. Cancel any time\."$/),
  ]);
  // The page is left as it was in the repository, for the other tests.
  git('checkout', '--', file);
});

test('a link in a paragraph goes elsewhere, changed from the preview through the page picker: one step of Undo, a broken address flagged, the save is that address', async ({
  page,
}) => {
  const terms = 'pages/terms.json';
  await page.setViewportSize({ width: 1440, height: 900 });
  // The page's clock runs as usual, and is moved on where the test needs time to pass (Undo's grouping).
  await page.clock.install();
  await openPage(page, / \/terms /);
  const preview = page.frameLocator('iframe[title^="Page preview"]');
  const field = page.locator('#root_blocks_2_content_10_text');
  const link = preview.getByRole('link', { name: 'AI SEO plans' });

  // A click on the link edits its paragraph, the caret in the link: beside it, where it goes, and Change.
  await link.click();
  await expect(preview.locator('[data-studio-editing]')).toContainText('such as the one offered with our AI SEO plans');
  const offer = preview.getByRole('group', { name: 'Link' });
  await expect(offer).toContainText('Link to: /services/ai-seo-services');
  // The box follows the link as the page's layout changes: words typed into the link wrap it onto more lines, and the box stays below it.
  const bottomOf = (locator: typeof link) => locator.evaluate((el) => el.getBoundingClientRect().bottom);
  const typedIn = preview.locator('[data-studio-editing] a[href="/services/ai-seo-services"]');
  const below = await bottomOf(typedIn);
  await page.keyboard.type(' with the audits, the reports and the writing that come with every one of them');
  await expect.poll(() => bottomOf(typedIn)).toBeGreaterThan(below + 10);
  await expect
    .poll(async () => (await offer.evaluate((el) => el.getBoundingClientRect().top)) - (await bottomOf(typedIn)))
    .toBeGreaterThanOrEqual(0);
  // Escape takes the words back; the link, clicked again, offers its address again.
  await page.keyboard.press('Escape');
  await expect(link).toHaveText('AI SEO plans');
  await link.click();
  await offer.getByRole('button', { name: 'Change' }).click();
  // The studio's page picker, in the preview: a few letters of the page, then the page.
  const picker = offer.getByRole('combobox', { name: 'New address' });
  await expect(picker).toBeFocused();
  await picker.fill('local-seo');
  await offer.getByRole('option', { name: /\/services\/local-seo$/ }).click();
  await expect(offer).toHaveCount(0);
  await expect(field).toHaveValue(
    /^For these reasons, \*\*no honest agency .* our \[AI SEO plans\]\(\/services\/local-seo\): it applies only/,
  );
  await expect(link).toHaveAttribute('href', '/services/local-seo');

  // Checked like any edit: an address with no page behind it is flagged, from the keyboard this time (Ctrl+K on the link).
  await link.click();
  await page.keyboard.press('Control+K');
  await expect(picker).toBeFocused();
  await page.keyboard.type('/no-such-page');
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue(/\[AI SEO plans\]\(\/no-such-page\)/);
  await expect(page.getByText('The link /no-such-page leads nowhere', { exact: false }).first()).toBeVisible();
  // One step of Undo takes the address back, and nothing else (changes less than 0.8 s apart are one step).
  await page.clock.fastForward(900);
  await page.keyboard.press('Control+Z');
  await expect(field).toHaveValue(/\[AI SEO plans\]\(\/services\/local-seo\)/);
  await expect(link).toHaveAttribute('href', '/services/local-seo');

  // Saved: the paragraph's address, nothing else.
  await expect(page.getByRole('status').filter({ hasText: 'Ready to save.' })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved\./ })).toBeVisible({ timeout: 20_000 });
  const changed = git('diff', '-U0', '--', terms)
    .split('\n')
    .filter((line) => /^[-+]\s/.test(line));
  expect(changed).toHaveLength(2);
  expect(changed[0]!.replace('[AI SEO plans](/services/ai-seo-services)', '[AI SEO plans](/services/local-seo)')).toBe(
    `-${changed[1]!.slice(1)}`,
  );
  expect(changed[1]).toContain('[AI SEO plans](/services/local-seo)');

  // Words selected in the paragraph become a link the same way: Ctrl+K, the page picker beside them, a page.
  const selectWords = (el: Element, words: string) => {
    const walker = el.ownerDocument.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const at = node.data.indexOf(words);
      if (at < 0) continue;
      const range = el.ownerDocument.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + words.length);
      el.ownerDocument.getSelection()!.removeAllRanges();
      el.ownerDocument.getSelection()!.addRange(range);
      return true;
    }
    return false;
  };
  const paragraph = preview.locator('[data-studio-field="/blocks/2/content/10/text"]');
  await paragraph.click();
  await expect(paragraph).toHaveAttribute('data-studio-editing');
  expect(await paragraph.evaluate(selectWords, 'For these reasons')).toBe(true);
  await page.keyboard.press('Control+K');
  await expect(offer).toContainText('Make a link of: For these reasons');
  await expect(picker).toBeFocused();
  await picker.fill('contact');
  await offer.getByRole('option', { name: /\/contact$/ }).click();
  await expect(field).toHaveValue(/^\[For these reasons\]\(\/contact\), \*\*no honest agency/);
  await expect(preview.getByRole('link', { name: 'For these reasons' })).toHaveAttribute('href', '/contact');
  // A headline holds no links: words selected there are offered none.
  const heading = preview.locator('h1');
  await heading.click();
  await expect(heading).toHaveAttribute('data-studio-editing');
  await heading.evaluate((el) => el.ownerDocument.getSelection()!.selectAllChildren(el));
  await page.keyboard.press('Control+K');
  await expect(offer).toHaveCount(0);
  await page.keyboard.press('Escape');
  git('checkout', '--', terms);
});

test('without a mouse: a headline edited from its field through Edit in the preview and back, the preview’s texts reached by Tab; axe finds nothing; the save is the headline', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPage(page, / \/services\/ai-seo-services /);
  const preview = page.frameLocator('iframe[title^="Page preview"]');
  const headline = preview.locator('h1');
  const titleField = page.locator('#root_blocks_0_title');
  const hint = page.locator('.studio-inline-hint');

  // From the preview: Tab goes in (the first section's handle, then its texts, each edited as the keyboard reaches it).
  await page.locator('#studio-page-preview').focus();
  await page.keyboard.press('Tab');
  await expect(preview.getByRole('button', { name: 'Drag Hero' })).toBeFocused();
  await page.keyboard.press('Tab');
  const editing = preview.locator('[data-studio-editing]');
  await expect(editing).toHaveText('AI SEO Services');
  await expect(hint).toHaveText(/Enter keeps your words, Escape takes them back, Tab goes to the next text/);
  await expect(hint).toHaveAttribute('aria-live', 'polite');
  // The hint stays on the column's bottom edge while the page runs on below it, and covers none of the page once scrolled to its end.
  const box = (selector: string) => page.locator(selector).evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
  await expect(hint).toBeInViewport({ ratio: 1 });
  await page.locator('.studio-preview').evaluate((column) => column.scrollTo(0, column.scrollHeight));
  await expect
    .poll(async () => (await box('.studio-inline-hint')).top - (await box('.studio-preview-stage .studio-frame-box')).bottom)
    .toBeGreaterThanOrEqual(0);
  await page.keyboard.press('Tab');
  await expect(headline).toHaveAttribute('data-studio-editing');
  await expect(headline).toBeFocused();
  // Its field opens in the form beside it.
  await expect(titleField).toBeVisible();
  const before = await titleField.inputValue();
  await page.keyboard.type(' Now');
  // Escape takes it back; the headline keeps the keyboard, no longer edited; Enter edits it again.
  await page.keyboard.press('Escape');
  await expect(preview.locator('[contenteditable]')).toHaveCount(0);
  await expect(headline).toBeFocused();
  await expect(headline).toHaveText(before);
  await expect(hint).toHaveText('');
  await page.keyboard.press('Enter');
  await expect(headline).toHaveAttribute('data-studio-editing');
  await page.keyboard.press('Shift+Tab');
  await expect(editing).toHaveText('AI SEO Services');
  await page.keyboard.press('Escape');

  // From the headline's field, Alt+Enter: the headline in the preview takes the keyboard; Escape brings it back to the field.
  await titleField.focus();
  await page.keyboard.press('Alt+Enter');
  await expect(headline).toHaveAttribute('data-studio-editing');
  await expect(headline).toBeFocused();
  await page.keyboard.type(' Now');
  await page.keyboard.press('Escape');
  await expect(titleField).toBeFocused();
  await expect(titleField).toHaveValue(before);

  // Tab from the field: its Edit in the preview, then Enter; kept this time with Enter, and back in the field.
  await page.keyboard.press('Tab');
  const action = page.locator('#root_blocks_0_title ~ .studio-edit-in-preview');
  await expect(action).toBeFocused();
  await expect(action).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(headline).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.type(', Today');
  // Axe, with a text of the preview edited by keyboard.
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(titleField).toBeFocused();
  await expect(titleField).toHaveValue(`${before}, Today`);
  await expect(headline).toHaveText(`${before}, Today`);

  // Saved with Ctrl+S: exactly the headline.
  await expect(page.getByRole('status').filter({ hasText: 'Ready to save.' })).toBeVisible();
  await page.keyboard.press('Control+S');
  await expect(page.getByRole('status').filter({ hasText: /^Saved\./ })).toBeVisible({ timeout: 20_000 });
  expect(git('diff', '--numstat', '--', file)).toBe(`1\t1\t${file}`);
  expect(
    git('diff', '-U0', '--', file)
      .split('\n')
      .filter((line) => /^\+\s/.test(line)),
  ).toEqual([`+      "title": "${before}, Today",`]);
  git('checkout', '--', file);
});
