// The visual page editor, on the dev server: load a page, edit it, watch the preview, add a block,
// export JSON that validation accepts and the renderer renders; and none of it in the production build.
import { cpSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadContent } from '../../scripts/lib/content/index.ts';
import { defaultPagesDir, publicDir, root } from '../../scripts/lib/paths.ts';
import { createRenderer } from '../../src/entry-server.tsx';
import { expect, test } from './fixtures.ts';

const editor = () => `http://127.0.0.1:${process.env.EDITOR_PORT}/_editor`;

test('edit an industry page in the form, see the preview follow, add a block, and export valid JSON', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(editor());
  await page.getByLabel('Page', { exact: true }).selectOption({ label: '/hvac-seo (industries/hvac-seo.json)' });
  const preview = page.frameLocator('iframe[title="Preview"]');
  await expect(preview.locator('h1')).toHaveText('HVAC SEO That Keeps Your Trucks Busy in Every Season');
  await expect(page.getByRole('status')).toHaveText('Valid');

  await page.locator('#root_blocks_0_title').fill('HVAC SEO for Every Heatwave and Cold Snap');
  await expect(preview.locator('h1')).toHaveText('HVAC SEO for Every Heatwave and Cold Snap');

  // An error is shown inline, in the words of npm run validate.
  await page.locator('#root_meta_title').fill('Too short');
  await expect(page.getByRole('status')).toHaveText('1 problem(s)');
  await expect(page.locator('#root_meta_title').locator('xpath=ancestor::div[contains(@class,"form-group")][1]')).toContainText(
    'The title is 9 characters; search results show 50 to 60 best.',
  );
  await page.locator('#root_meta_title').fill('HVAC SEO Services: Book More Jobs All Year | RankHarbor');

  // A new benefits block at the end.
  await page.locator('#root_blocks').getByRole('button', { name: 'Add' }).last().click();
  await page.locator('#root_blocks_3__oneof_select').selectOption({ label: 'BenefitsBlock' });
  await page.locator('#root_blocks_3_title').fill('Why HVAC Owners Stay With Us');
  // The schema asks for at least one benefit, so the form starts the list with one.
  await page.locator('#root_blocks_3_items_0_title').fill('Reports you can read in five minutes');
  await expect(preview.getByRole('heading', { name: 'Why HVAC Owners Stay With Us' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Valid');

  // Unsaved edits survive a reload.
  await page.reload();
  await page.getByLabel('Page', { exact: true }).selectOption({ label: '/hvac-seo (industries/hvac-seo.json)' });
  await expect(page.locator('#root_blocks_0_title')).toHaveValue('HVAC SEO for Every Heatwave and Cold Snap');

  // Phone width.
  await page.getByRole('button', { name: 'Phone' }).click();
  await expect(page.locator('iframe[title="Preview"]')).toHaveAttribute('data-preview-width', '375');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download JSON' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('hvac-seo.json');
  const exported = readFileSync((await download.path())!, 'utf8');

  // The exported file passes npm run validate's checks and renders, in a copy of the site.
  const dir = mkdtempSync(path.join(tmpdir(), 'editor-export-'));
  cpSync(defaultPagesDir, dir, { recursive: true });
  writeFileSync(path.join(dir, 'industries', 'hvac-seo.json'), exported);
  const content = loadContent({ pagesDir: dir, publicDir });
  expect(content.problems).toEqual([]);
  const result = await createRenderer(content.site!, content.rendered)('/hvac-seo');
  expect(result.kind === 'html' && result.html).toContain('HVAC SEO for Every Heatwave and Cold Snap');
  expect(result.kind === 'html' && result.html).toContain('Reports you can read in five minutes');
});

test('the production build contains none of the editor', async () => {
  const dist = path.join(root, 'dist');
  const files = (readdirSync(dist, { recursive: true }) as string[])
    .map((f) => path.join(dist, f))
    .filter((f) => statSync(f).isFile() && /\.(js|html|json|css)$/.test(f));
  expect(files.length).toBeGreaterThan(40);
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const marker of ['page-editor:', '/_editor/api', 'Download JSON', 'customizeValidator'])
      expect(text.includes(marker), `${marker} in ${file}`).toBe(false);
  }
  expect(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')).not.toContain('editor');
});
