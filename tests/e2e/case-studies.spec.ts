import { expect, gotoHydrated, test, watchConsole, islandsSettled } from './fixtures.ts';
import { caseStudies, site } from './content.ts';

const studies = caseStudies!.studies;

test('the list shows a card per case study, each leading to its page', async ({ page }) => {
  await gotoHydrated(page, '/case-studies');
  const cards = page.locator('[data-case-study]');
  await expect(cards).toHaveCount(6);
  expect(await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-case-study')))).toEqual([
    'ed-tech',
    'saas-platform',
    'Education',
    'real-estate',
    'local-food-business',
    'education-platform',
  ]);
  const first = cards.first();
  await expect(first.getByRole('img')).toHaveAttribute('alt', studies[0]!.image.alt);
  await expect(first.getByText(studies[0]!.industry, { exact: true })).toBeVisible();
  await expect(first.getByText('11.6x')).toBeVisible();
  await first.getByRole('link', { name: studies[0]!.title }).click();
  await expect(page).toHaveURL('/case-studies/ed-tech');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(studies[0]!.title);
});

for (const study of studies) {
  test(`/case-studies/${study.id} shows every part of the story`, async ({ page }) => {
    const messages = watchConsole(page);
    await gotoHydrated(page, `/case-studies/${study.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(study.title);
    await expect(page.getByText(study.description).first()).toBeVisible();
    for (const result of Object.values(study.results)) await expect(page.getByText(result.label, { exact: true }).first()).toBeVisible();
    for (const name of ['Key Results', 'The Challenge', 'Our Solution', 'Timeline', 'The Outcome']) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    // A default timeline has four steps; a study's own may have more.
    const steps = page.getByRole('heading', { name: 'Timeline' }).locator('xpath=..').locator('ol > li');
    await expect(steps).toHaveCount(study.timeline?.length || 4);
    const cta = page.getByRole('link', { name: 'Get Similar Results For Your Business' });
    await expect(cta).toHaveAttribute('href', '/contact');
    if (study.testimonial) await expect(page.getByText(study.testimonial.quote, { exact: false })).toBeVisible();
    await page.getByRole('link', { name: 'All case studies' }).click();
    await expect(page).toHaveURL('/case-studies');
    expect(messages).toEqual([]);
  });
}

test('an unknown case study answers 404 with its own message and a way back', async ({ page, request }) => {
  const response = await request.get('/case-studies/no-such-study');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('Case Study Not Found');
  expect(html).toContain('noindex');

  const messages = watchConsole(page);
  await page.goto('/case-studies/no-such-study');
  await islandsSettled(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Case Study Not Found');
  await expect(page.getByText("The case study you're looking for doesn't exist or has been removed.")).toBeVisible();
  // Only the not-found notice is logged (besides Chromium's own note on the document's 404 status): no hydration warning.
  expect(messages.filter((m) => !m.startsWith('error: Failed to load resource'))).toEqual([
    'warning: 404: no case study exists at /case-studies/no-such-study',
  ]);
  await page.getByRole('link', { name: site.caseStudyNotFound.backLabel }).click();
  await expect(page).toHaveURL('/case-studies');
  await expect(page.locator('[data-case-study]')).toHaveCount(6);
});

test('an unknown case study reached inside the site shows the same page', async ({ page }) => {
  await gotoHydrated(page, '/case-studies');
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/case-studies/ed-tech-2';
    link.textContent = 'missing';
    link.id = 'missing-link';
    document.querySelector('main')?.append(link);
  });
  // A plain link reloads the document; the server's 404 page answers it.
  await page.locator('#missing-link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Case Study Not Found');
});

test('the ed-tech page sets its own head tags and structured data in the served HTML', async ({ request }) => {
  const html = await (await request.get('/case-studies/ed-tech')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const edTech = studies.find((s) => s.id === 'ed-tech')!;
  expect(head).toContain(`<title>${edTech.meta!.title}</title>`);
  expect(head).toContain(`<meta name="description" content="${edTech.meta!.description.replace(/'/g, '&#x27;')}"/>`);
  expect(head).toContain('<link rel="canonical" href="https://www.rankharbor.com/case-studies/ed-tech"/>');
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
  const article = blocks.find((b) => b['@type'] === 'Article');
  expect(article).toMatchObject({
    '@context': 'https://schema.org',
    datePublished: '2024-01-01',
    dateModified: '2024-09-14',
    mainEntityOfPage: { '@id': 'https://www.rankharbor.com/case-studies/ed-tech' },
    publisher: { '@type': 'Organization', name: 'RankHarbor' },
    about: { '@type': 'Service', provider: { '@type': 'Organization' } },
  });
  const review = blocks.find((b) => b['@type'] === 'Review');
  expect(review).toMatchObject({ reviewRating: { ratingValue: 5, bestRating: 5 }, itemReviewed: { name: 'RankHarbor' } });
});
