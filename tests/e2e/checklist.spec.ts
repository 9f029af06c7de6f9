import { expect, gotoHydrated, test } from './fixtures.ts';

const groups: [string, number][] = [
  ['Site Speed & Core Web Vitals', 10],
  ['Crawlability & Indexability', 8],
  ['Site Architecture & URL Structure', 6],
  ['Mobile & Responsive Design', 5],
  ['HTTPS & Security', 3],
  ['Schema Markup', 4],
  ['XML Sitemaps & Robots.txt', 3],
  ['Meta Tags & On-Page Elements', 4],
  ['Error Pages & Redirects', 2],
  ['Analytics & Tracking', 2],
];

test('the checklist article shows 47 points numbered 1 to 47 in its ten groups', async ({ page }) => {
  await gotoHydrated(page, '/blog/technical-seo-audit-checklist');
  await expect(page).toHaveTitle('The Complete 47-Point Technical SEO Checklist for Startups');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{150,160}/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Complete 47-Point Technical SEO Checklist for Startups');
  await expect(
    page.getByText('The same checklist that helped a SaaS startup go from 0 to 40% trial conversion rate in 6 months'),
  ).toBeVisible();
  await expect(page.getByText('3-week implementation', { exact: true })).toBeVisible();
  await expect(page.getByText('47 actionable points', { exact: true })).toBeVisible();

  let start = 1;
  for (const [i, [title, count]] of groups.entries()) {
    const group = page.getByRole('region', { name: `${i + 1}. ${title}` });
    await expect(group.getByText(`${count} points`, { exact: true })).toBeVisible();
    const list = group.locator('ol');
    await expect(list).toHaveAttribute('start', String(start));
    await expect(list.locator('> li')).toHaveCount(count);
    start += count;
  }
  expect(start - 1).toBe(47);
  for (const heading of ['How to Use This Checklist', 'Red Flags to Fix Immediately', 'The Reality Check', "Tools You'll Need"]) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
});
