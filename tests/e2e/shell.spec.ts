import type { Locator, Page } from '@playwright/test';
import { expandedForAssistiveTech, expect, gotoHydrated, test, watchConsole } from './fixtures.ts';
import { site } from './content.ts';

/** Whether a menu button's popover is open, checked as the browser and as assistive tech see it. */
async function expectExpanded(page: Page, button: Locator, open: boolean) {
  const panel = page.locator(`#${await button.getAttribute('popovertarget')}`);
  await expect.poll(() => panel.evaluate((el) => el.matches(':popover-open'))).toBe(open);
  await expect.poll(() => expandedForAssistiveTech(page, button)).toBe(open);
}

test.describe('header on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  // Every page asks for cookie consent (the site remembers visits), so a page without a block island still
  // carries the inline loader and fetches the banner's island alone; its menus need neither.
  test('a page without a block island loads only the cookie banner’s script, and its menus work without it', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto('/hvac-seo');
    await page.getByRole('navigation', { name: 'Main' }).first().getByRole('button', { name: 'Industry' }).click();
    await expect(page.getByRole('link', { name: 'Dentists' }).first()).toBeVisible();
    expect(await page.locator('script[src], link[rel=modulepreload]').count()).toBe(0);
    expect(await page.locator('script[type=module]').count()).toBe(1);
    await expect.poll(() => scripts).toEqual([expect.stringMatching(/^\/assets\/consent\.island-[\w-]+\.js$/)]);
  });

  test('dropdowns are exclusive and close on outside click, Escape and link click', async ({ page }) => {
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    const services = nav.getByRole('button', { name: 'SEO Services' });
    const industry = nav.getByRole('button', { name: 'Industry' });
    const servicesPanel = nav.locator(`#${await services.getAttribute('popovertarget')}`);
    const industryPanel = nav.locator(`#${await industry.getAttribute('popovertarget')}`);

    await services.click();
    await expectExpanded(page, services, true);
    await expect(servicesPanel).toBeVisible();
    // The panel opens under its button.
    const [button, panel] = [(await services.boundingBox())!, (await servicesPanel.boundingBox())!];
    expect(Math.abs(panel.x - button.x)).toBeLessThan(2);
    expect(panel.y).toBeGreaterThanOrEqual(button.y + button.height);

    await industry.click();
    await expectExpanded(page, industry, true);
    await expectExpanded(page, services, false);
    await expect(servicesPanel).toBeHidden();
    await expect(industryPanel).toBeVisible();

    await page.mouse.click(640, 500);
    await expectExpanded(page, industry, false);
    await expect(industryPanel).toBeHidden();

    await industry.click();
    await industryPanel.getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    await expect(industryPanel).toBeHidden();
    await expect(industry).toBeFocused();

    await services.click();
    await servicesPanel.getByRole('link', { name: 'Local SEO' }).click();
    await expect(page).toHaveURL('/services/local-seo');
    await expect(servicesPanel).toBeHidden();
    await expectExpanded(page, services, false);
  });

  test('dropdowns work from the keyboard', async ({ page }) => {
    await gotoHydrated(page, '/');
    const services = page.getByRole('navigation', { name: 'Main' }).first().getByRole('button', { name: 'SEO Services' });
    await services.focus();
    await page.keyboard.press('Enter');
    await expectExpanded(page, services, true);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'On-Page SEO' }).first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/services/on-page-seo');
  });

  test('the header shows a scrolled state past 20 px, with no script', async ({ page }) => {
    await gotoHydrated(page, '/hvac-seo');
    const header = page.getByRole('banner');
    const shadow = () => header.evaluate((el) => getComputedStyle(el).boxShadow);
    await expect.poll(shadow).toMatch(/^(none|(rgba\(0, 0, 0, 0\) 0px 0px 0px 0px(, )?)+)$/);
    for (const [y, scrolled] of [
      [200, true],
      [10, false],
      [21, true],
      [20, false],
    ] as const) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      await expect.poll(async () => /rgba\(20, 26, 43/.test(await shadow()), `scrolled at ${y} px`).toBe(scrolled);
    }
  });

  test('the desktop menu has no Pricing or Careers entry and no menu toggle', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Pricing' })).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Careers' })).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Case Studies' })).toBeVisible();
  });
});

test.describe('header on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the menu toggle opens a menu with Pricing and Careers; closing it closes its groups', async ({ page }) => {
    await gotoHydrated(page, '/');
    // One button, named for what it does next.
    const toggle = page.getByRole('banner').locator('button[popovertarget="mobile-menu"]');
    await expect(toggle).toHaveAccessibleName('Open menu');
    await expectExpanded(page, toggle, false);
    await toggle.click();
    await expectExpanded(page, toggle, true);
    await expect(toggle).toHaveAccessibleName('Close menu');
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Pricing' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers');
    const industry = menu.getByRole('button', { name: 'Industry' });
    await industry.click();
    await expectExpanded(page, industry, true);
    await expect(menu.getByRole('link', { name: 'Dentists' })).toBeVisible();
    // Back returns to the menu; Escape in a group closes that group only, then the menu.
    await menu.getByRole('button', { name: 'Back to the menu' }).first().click();
    await expectExpanded(page, industry, false);
    await expect(menu.getByRole('link', { name: 'Pricing' })).toBeVisible();
    await industry.click();
    await menu.getByRole('link', { name: 'Dentists' }).focus();
    await page.keyboard.press('Escape');
    await expectExpanded(page, industry, false);
    await expect(menu.getByRole('link', { name: 'Pricing' })).toBeVisible();
    // (Chromium gives focus back to a popover's button only for a popover that is not nested in another,
    // so here focus goes to the page; the menu's own Escape does return it to the toggle, tested below.)
    await industry.click();

    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    expect(await page.locator('#nav-m-industry').evaluate((el) => el.matches(':popover-open'))).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expectExpanded(page, menu.getByRole('button', { name: 'Industry' }), false);

    await menu.getByRole('link', { name: 'Home' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await menu.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/about');
    await expect(menu).toBeHidden();
  });
});

test.describe('home page sections', () => {
  test('results tabs switch by click and by arrow keys', async ({ page }) => {
    await gotoHydrated(page, '/');
    const tabs = page.getByRole('tablist');
    const edTech = tabs.getByRole('tab', { name: 'Ed-Tech' });
    const saas = tabs.getByRole('tab', { name: 'SaaS' });
    const education = tabs.getByRole('tab', { name: 'Education' });
    await expect(edTech).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('11.6x');

    await saas.click();
    await expect(saas).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('58% lower customer acquisition cost');

    await page.keyboard.press('ArrowRight');
    await expect(education).toBeFocused();
    await expect(education).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('213%');
    await page.keyboard.press('ArrowRight');
    await expect(edTech).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(education).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(edTech).toBeFocused();
    await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Read Full Case Study' })).toHaveAttribute(
      'href',
      '/case-studies/ed-tech',
    );
  });

  test('the testimonial carousel wraps both ways and its dots jump', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/');
    const carousel = page.getByRole('group', { name: 'What Our Clients Say' });
    const visible = carousel.locator('figure:visible');
    await expect(visible).toHaveCount(1);
    await expect(visible).toContainText('Priya Raman');
    await expect(visible.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();

    await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect(visible).toContainText('Maria Delgado');
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(visible).toContainText('Priya Raman');
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(visible).toContainText('Daniel Okafor');
    await carousel.getByRole('button', { name: 'Show testimonial 3 of 3' }).click();
    await expect(visible).toContainText('Maria Delgado');
    await expect(carousel.getByRole('button', { name: 'Show testimonial 3 of 3' })).toHaveAttribute('aria-current', 'true');
  });

  test('carousel arrows are hidden on a phone, dots still work', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, '/');
    const carousel = page.getByRole('group', { name: 'What Our Clients Say' });
    await expect(carousel.getByRole('button', { name: 'Next testimonial' })).toBeHidden();
    await expect(carousel.getByRole('button', { name: 'Previous testimonial' })).toBeHidden();
    await carousel.getByRole('button', { name: 'Show testimonial 2 of 3' }).click();
    await expect(carousel.locator('figure:visible')).toContainText('Daniel Okafor');
  });

  test('the logo strip moves under 1024 px and stands still, centred, from 1024 px', async ({ page }) => {
    const offset = () => page.locator('[data-marquee]').evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, '/');
    const strip = page.getByTestId('logo-strip');
    await expect(strip.locator('ul')).toHaveCount(2);
    await expect(strip.locator('ul').nth(1)).toHaveAttribute('aria-hidden', 'true');
    const first = await offset();
    await expect.poll(offset).toBeLessThan(first);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(offset).toBe(0);
    // It stands still: no animation runs on it any more, so nothing can move it from 0.
    const running = () =>
      page.locator('[data-marquee]').evaluate((el) => el.getAnimations().filter((a) => a.playState === 'running').length);
    expect(await running()).toBe(0);
    expect(await offset()).toBe(0);
    await expect(strip.locator('ul').nth(1)).toBeHidden();
    const box = (await strip.locator('ul').first().boundingBox())!;
    expect(Math.abs(box.x + box.width / 2 - 640)).toBeLessThan(2);
  });

  test('the logo strip stays still for visitors who ask for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, '/');
    const name = await page.locator('[data-marquee]').evaluate((el) => getComputedStyle(el).animationName);
    expect(name).toBe('none');
  });

  test('the hero audit button opens the dialog; Escape, the close button and the backdrop close it', async ({ page }) => {
    const messages = watchConsole(page);
    await gotoHydrated(page, '/');
    const trigger = page.getByRole('main').getByRole('button', { name: 'Get Free SEO Audit' }).first();
    const dialog = page.getByRole('dialog', { name: 'Get Your Free SEO Audit' });
    await expect(dialog).toBeHidden();

    await trigger.click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Get a 10-Page SEO Audit Report + Competitor Breakdown');
    await expect(page).toHaveURL('/');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await trigger.click();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    expect(messages).toEqual([]);
  });

  test('the dialog is wider on larger screens', async ({ page }) => {
    const width = async (w: number) => {
      await page.setViewportSize({ width: w, height: 900 });
      await gotoHydrated(page, '/');
      await page.getByRole('main').getByRole('button', { name: 'Get Free SEO Audit' }).first().click();
      return (await page.getByRole('dialog').boundingBox())!.width;
    };
    const phone = await width(375);
    const tablet = await width(800);
    const desktop = await width(1280);
    expect(phone).toBeLessThanOrEqual(375);
    expect(tablet).toBeGreaterThan(phone);
    expect(desktop).toBeGreaterThan(tablet);
  });
});

test.describe('cookie consent', () => {
  test.use({ consentChosen: false });

  // The site remembers a visit's campaign for its leads (attribution.rememberVisit) and sets no analytics
  // id: a first visit is asked, and nothing is stored, set or loaded from elsewhere until it answers; the
  // answer is kept, so no later page asks again (the Accept side: tests/e2e/attribution.spec.ts).
  test('a first visit is asked; until it answers nothing is kept, and a Reject keeps only itself', async ({ page }) => {
    const origin = new URL(test.info().project.use.baseURL!).origin;
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== origin && !request.url().startsWith('data:')) thirdParty.push(request.url());
    });
    await gotoHydrated(page, '/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
    expect(await page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length }))).toEqual({ local: 0, session: 0 });
    expect(await page.context().cookies()).toEqual([]);
    // By keyboard: the buttons are reachable and pressed with Enter.
    await banner.getByRole('button', { name: site.consent.reject }).focus();
    await page.keyboard.press('Enter');
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => ({ ...localStorage }))).toEqual({ 'cookie-consent': 'rejected' });
    expect(await page.context().cookies()).toEqual([]);
    for (const path of ['/contact', '/privacy']) {
      await gotoHydrated(page, path);
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
    }
    await expect(page.locator('script[data-analytics]')).toHaveCount(0);
    expect(thirdParty).toEqual([]);
  });

  test('the privacy policy says the same: cookies only with consent, no analytics', async ({ page }) => {
    await gotoHydrated(page, '/privacy');
    await expect(page.getByRole('heading', { name: 'Cookies, only with your consent' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No cookies and no tracking' })).toHaveCount(0);
    await expect(page.getByText('how you first and most recently came to the site')).toBeVisible();
    await expect(page.getByText('Google Analytics')).toHaveCount(0);
  });
});

// Browsers paint while they are still parsing, so a first frame can hold half a header or half a logo
// row. Nothing already painted may move when the rest arrives (that was an intermittent layout shift of
// the menu's chevrons, 645 px): each part's position must not depend on what follows it in the document.
test.describe('a half-parsed page paints where the whole page does', () => {
  for (const width of [800, 1280]) {
    test(`the header row${width >= 1024 ? ' and the logo strip' : ''} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, '/');
      const moved = await page.evaluate(() => {
        const out: string[] = [];
        const check = (items: Element[], label: string) => {
          // Cut the row after each item in turn, as the parser would have, and see whether that item moves.
          items.forEach((item, i) => {
            const later = items.slice(i + 1);
            const before = item.getBoundingClientRect();
            const parent = item.parentElement!;
            later.forEach((el) => el.remove());
            const after = item.getBoundingClientRect();
            later.forEach((el) => parent.append(el));
            if (Math.abs(before.x - after.x) > 0.5 || Math.abs(before.y - after.y) > 0.5)
              out.push(`${label} item ${i + 1}: ${Math.round(before.x)} -> ${Math.round(after.x)}`);
          });
        };
        const row = document.querySelector('header > div')!;
        check([...row.children], 'header');
        // Under 1024 px the strip is a marquee that slides by its own width (a transform, not a shift).
        if (window.innerWidth >= 1024) check([...document.querySelector('[data-testid="logo-strip"] ul')!.children], 'logo strip');
        return out;
      });
      expect(moved).toEqual([]);
    });
  }
});
