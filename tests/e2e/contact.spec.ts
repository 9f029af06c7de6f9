import { expect, gotoHydrated, test } from './fixtures.ts';

// The contact page exists for its form. On a phone it follows the headline at once, instead of after the
// reasons and the offer box (about 1,500 px of scrolling before); wide screens keep the form beside them.
test.describe('the contact form', () => {
  test('comes straight after the headline on a phone, reachable without scrolling past the reasons', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, '/contact');
    const form = page.getByRole('heading', { name: 'Get Your Free SEO Consultation' });
    const reasons = page.getByRole('heading', { name: 'Why Businesses Partner With Us' });
    const formTop = (await form.boundingBox())!.y;
    expect(formTop).toBeLessThan((await reasons.boundingBox())!.y);
    // The form's heading shows on the first screen, and its first field within one more swipe.
    expect(formTop).toBeLessThan(800);
    expect((await page.getByLabel('Your Name').boundingBox())!.y).toBeLessThan(1200);
  });

  test('stays beside the reasons, in view while they scroll, on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, '/contact');
    const card = (await page.getByRole('heading', { name: 'Get Your Free SEO Consultation' }).boundingBox())!;
    const reasons = (await page.getByRole('heading', { name: 'Why Businesses Partner With Us' }).boundingBox())!;
    expect(card.x).toBeGreaterThan(reasons.x + reasons.width);
    expect(Math.abs(card.y - reasons.y)).toBeLessThan(80);
    // Sticky: after scrolling through the reasons, the form's heading is still on screen.
    await page.getByText('Your Free SEO Audit Includes').scrollIntoViewIfNeeded();
    const after = (await page.getByRole('heading', { name: 'Get Your Free SEO Consultation' }).boundingBox())!;
    expect(after.y).toBeGreaterThanOrEqual(0);
    expect(after.y).toBeLessThan(900);
  });
});
