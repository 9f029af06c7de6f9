// The studio's photo field, as an editor uses it: choose a photo for the about page's hero, replace it by
// dropping a large camera photo, describe it, set its focal point, see it in the preview, save (the
// web-sized file is in photos/ and the page passes the checks), publish (the photo is in the page's
// commit), and remove it again. Each test has a studio over a copy of the fixture site of its own, with its
// own origin (local-studio.ts), so nothing a test does reaches another's.
import AxeBuilder from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { loadContentAndForms } from '../../src/tooling/content/index.ts';
import { publicDir, root } from '../../src/tooling/paths.ts';
import { expect, test } from './local-studio.ts';

test.describe.configure({ timeout: 180_000 });
test.use({ trace: 'off' });

const shots = (name: string) => path.join(root, 'test-results', 'studio-screens', `${name}.png`);
let studio = '';
let repo = '';
let origin = '';
const fromOrigin = (...args: string[]) => execFileSync('git', ['--git-dir', origin, ...args], { encoding: 'utf8' }).trim();

/** A photo with detail enough to look like one: sky, a low sun, a horizon. */
const photo = (width: number, height: number) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="sky" x2="0" y2="1"><stop offset="0" stop-color="#2b59c3"/><stop offset="1" stop-color="#f6c26b"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#sky)"/>
      <circle cx="${width * 0.7}" cy="${height * 0.55}" r="${height * 0.12}" fill="#fff3c4"/>
      <rect y="${height * 0.65}" width="100%" height="${height * 0.35}" fill="#24324f"/></svg>`),
  );

test.beforeEach(({ localStudio }) => {
  ({ url: studio, repo, origin } = localStudio);
  mkdirSync(path.join(root, 'test-results', 'studio-screens'), { recursive: true });
});

test('a photo for the about page hero: choose, drop, describe, focus, save, publish, remove', async ({ page }) => {
  const png = test.info().outputPath('Office Planning.png');
  await photo(1200, 800).png().toFile(png);
  // A camera's photo: 3000 × 2000, about 1 MB or more, named as a camera names it.
  const camera = await photo(3000, 2000).jpeg({ quality: 95 }).toBuffer();
  expect(camera.length).toBeGreaterThan(50_000);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(studio);
  await page.getByRole('link', { name: / \/about / }).click();
  await expect(page.getByRole('status').filter({ hasText: /to save|Ready to save/ })).toHaveText('No changes to save.');
  const preview = page.frameLocator('iframe[title^="Page preview"]');
  await preview.locator('h1').click();
  const field = page.getByRole('group', { name: 'Picture', exact: true });
  await expect(field.getByRole('button', { name: 'Choose a photo…' })).toBeVisible();
  await field.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shots('photo-empty-1440x900') });

  // 1. Choose a file with the button: the file chooser offers only the photo types.
  const chooser = page.waitForEvent('filechooser');
  await field.getByRole('button', { name: 'Choose a photo…' }).click();
  const dialog = await chooser;
  expect(await dialog.element().getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
  await dialog.setFiles(png);
  await expect(field.getByRole('status')).toHaveText('Photo added (1200 × 800 pixels). Now describe what it shows.');
  await expect(field.getByText('about/office-planning.png · 1200 × 800 pixels')).toBeVisible();
  // Focus lands on the description, which must be written.
  const alt = page.locator('#root_blocks_0_image_alt');
  await expect(alt).toBeFocused();
  // The preview shows the new photo at once, as the field does, though its description is still to write:
  // the focal point is chosen on what the page will show.
  const fieldPicture = field.getByRole('slider', { name: /Focal point/ }).locator('img');
  const previewPhoto = preview.locator('[data-block-index="0"] img');
  await expect(previewPhoto).toHaveAttribute('src', (await fieldPicture.getAttribute('src'))!, { timeout: 15_000 });
  await expect(page.locator('.studio-problems')).toBeVisible();

  // 2. Drop a large camera photo onto the field: it replaces the first.
  const transfer = await page.evaluateHandle((base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const data = new DataTransfer();
    data.items.add(new File([bytes], 'Team at work.JPG', { type: 'image/jpeg' }));
    return data;
  }, camera.toString('base64'));
  const zone = field.getByTestId('photo-drop');
  await zone.dispatchEvent('dragenter', { dataTransfer: transfer });
  await expect(zone).toHaveClass(/is-dragging/);
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
  await expect(field.getByRole('status')).toHaveText('Photo added (2560 × 1707 pixels). Now describe what it shows.', {
    timeout: 30_000,
  });
  await expect(field.getByText('about/team-at-work.jpg · 2560 × 1707 pixels')).toBeVisible();
  await expect(previewPhoto).toHaveAttribute('src', (await fieldPicture.getAttribute('src'))!, { timeout: 15_000 });
  await expect(previewPhoto).toHaveAttribute('src', /team-at-work/);
  await expect(page.locator('.studio-preview-stale')).toHaveCount(0);
  const stored = path.join(repo, 'photos', 'about', 'team-at-work.jpg');
  expect((await sharp(readFileSync(stored)).metadata()).width).toBe(2560);

  // 3. The description: empty is refused, the file's name is refused with the check's words, then a real one.
  await expect(alt).toHaveAttribute('aria-invalid', 'true', { timeout: 15_000 });
  await alt.fill('team at work');
  await alt.blur();
  const message = page.locator('#root_blocks_0_image_alt__error');
  await expect(message).toContainText('does not say what the photo shows', { timeout: 15_000 });
  await expect(alt).toHaveAttribute('aria-describedby', /root_blocks_0_image_alt__error/);
  await expect(alt).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: shots('photo-alt-problem-1440x900') });
  await alt.fill('Five strategists at a long table reviewing a keyword map at sunset');
  await alt.blur();
  await expect(message).toHaveCount(0, { timeout: 15_000 });

  // Once the page passes its checks, the preview shows the photo where the site will (beside the hero's
  // headline), from the studio's copy of the source, with its description.
  const shown = preview.locator('img[src^="/_editor/photos/"]');
  await expect(shown).toHaveAttribute('src', '/_editor/photos/about/team-at-work.jpg', { timeout: 15_000 });
  await expect(shown).toHaveAttribute('alt', 'Five strategists at a long table reviewing a keyword map at sunset');
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2560);

  // 4. The focal point: a click on the picture, then the arrow keys.
  const picture = field.getByRole('slider', { name: /Focal point/ });
  const box = (await picture.boundingBox())!;
  await picture.click({ position: { x: box.width * 0.7, y: box.height * 0.5 } });
  await expect(picture).toHaveAttribute('aria-valuetext', '70% across, 50% down');
  await expect(picture).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowUp');
  await expect(picture).toHaveAttribute('aria-valuetext', '71% across, 40% down');
  const marker = picture.locator('.studio-photo-marker');
  await expect(marker).toHaveAttribute('style', /left: 71%; top: 40%/);
  // A click on the photo in the preview leads to the photo field, in view, its picture ready for the keys.
  await preview.locator('h1').click();
  await expect(preview.locator('h1')).toBeFocused();
  await preview.locator('[data-block-index="0"] img').click();
  await expect(picture).toBeFocused();
  await expect(picture).toBeInViewport();
  await field.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shots('photo-set-1440x900') });
  expect(
    (await new AxeBuilder({ page }).include('#root_blocks_0_image').analyze()).violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);

  // 5. Save: the page refers to the stored photo and passes every check.
  await expect(page.getByRole('status').filter({ hasText: 'Ready to save.' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved\./ })).toBeVisible({ timeout: 30_000 });
  const saved = JSON.parse(readFileSync(path.join(repo, 'pages', 'about.json'), 'utf8'));
  expect(saved.blocks[0].image).toEqual({
    src: 'about/team-at-work.jpg',
    alt: 'Five strategists at a long table reviewing a keyword map at sunset',
    focus: { x: 71, y: 40 },
  });
  const content = loadContentAndForms({ pagesDir: path.join(repo, 'pages'), publicDir, photosDir: path.join(repo, 'photos') });
  expect(content.problems.filter((p) => p.file.endsWith(`pages${path.sep}about.json`) || p.file.endsWith('pages/about.json'))).toEqual([]);
  // The photo chosen first and then replaced was never saved with the page: it is not left behind in photos/.
  expect(readdirSync(path.join(repo, 'photos', 'about')).sort()).toEqual(['team-at-work.jpg']);

  // 6. Publish: the commit holds the page and the photo it shows (not the one it no longer shows).
  await page.getByRole('button', { name: 'Send for review…' }).click();
  await page.getByRole('dialog', { name: 'Send for review' }).getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent for review' })).toBeVisible({ timeout: 30_000 });
  expect(fromOrigin('diff', '--name-only', 'content/about~1', 'content/about').split('\n').sort()).toEqual([
    'pages/about.json',
    'photos/about/team-at-work.jpg',
  ]);
  const committed = execFileSync('git', ['--git-dir', origin, 'show', 'content/about:photos/about/team-at-work.jpg']);
  expect(committed.equals(readFileSync(stored))).toBe(true);

  // 7. Remove photo: the picture and its description go; focus returns to the button to add one.
  await field.getByRole('button', { name: 'Remove photo' }).click();
  await expect(field.getByRole('slider')).toHaveCount(0);
  await expect(page.locator('#root_blocks_0_image_alt')).toHaveCount(0);
  await expect(field.getByRole('button', { name: 'Choose a photo…' })).toBeFocused();
  await expect(preview.locator('img[src^="/_editor/photos/"]')).toHaveCount(0);
  expect(existsSync(stored)).toBe(true);
});

test('the studio refuses a file that is not a photo, in words, under the button', async ({ page }) => {
  const fake = test.info().outputPath('holiday.jpg');
  writeFileSync(fake, '<html>not a photo</html>');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(studio);
  await page.getByRole('link', { name: / \/careers / }).click();
  await page.frameLocator('iframe[title^="Page preview"]').locator('h1').click();
  const field = page.getByRole('group', { name: 'Picture', exact: true });
  const chooser = page.waitForEvent('filechooser');
  await field.getByRole('button', { name: 'Choose a photo…' }).click();
  await (await chooser).setFiles(fake);
  const problem = field.getByRole('alert');
  await expect(problem).toHaveText('This file is not a JPEG, PNG or WebP photo. Choose a photo in one of those formats.');
  const button = field.getByRole('button', { name: 'Choose a photo…' });
  await expect(button).toHaveAttribute('aria-invalid', 'true');
  await expect(button).toHaveAttribute('aria-describedby', new RegExp(`${await problem.getAttribute('id')}`));
  expect(existsSync(path.join(repo, 'photos', 'careers'))).toBe(false);
  await field.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shots('photo-refused-1440x900') });
});
