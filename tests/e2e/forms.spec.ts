import type { Page, Request, Route } from '@playwright/test';
import {
  auditPayload,
  expect,
  fillAudit,
  fillWebinar,
  formsReady,
  gotoHydrated as gotoPage,
  test,
  watchConsole,
  islandsSettled,
} from './fixtures.ts';
import { site } from './content.ts';

/** Opens a page and waits until its forms are interactive. */
async function gotoHydrated(page: Page, path: string) {
  await gotoPage(page, path);
  await formsReady(page);
}

const endpoint = site.forms.endpoint;

type Answer = 'success' | 'refused' | 'http500' | 'not-json' | 'network' | 'never';

/** A gate the form service waits at before it answers, opened by the test once it has seen the sending state. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** The form service, mocked at the network boundary only; records what the page sent. It answers once `held` is opened, if given. */
async function mockService(page: Page, answer: Answer, held?: Promise<void>) {
  const requests: Request[] = [];
  await page.route(endpoint, async (route: Route) => {
    requests.push(route.request());
    if (held) await held;
    switch (answer) {
      case 'success':
        return route.fulfill({ json: { success: true, message: 'Email sent successfully!' } });
      case 'refused':
        return route.fulfill({ json: { success: false, message: 'Invalid access key' } });
      case 'http500':
        return route.fulfill({ status: 500, json: { success: false, message: 'Server error' } });
      case 'not-json':
        return route.fulfill({ status: 200, contentType: 'text/html', body: '<html>Gateway</html>' });
      case 'network':
        return route.abort('failed');
      case 'never':
        return; // no answer at all
    }
  });
  return requests;
}

const toast = (page: Page, title: string) => page.locator('[data-toast]').filter({ hasText: title });

test.describe('audit form on /contact', () => {
  test('is in the prerendered HTML with its labels, types and required fields', async ({ request }) => {
    const html = await (await request.get('/contact')).text();
    expect(html).toMatch(/<label for="consultation-audit_name"[^>]*>Your Name/);
    expect(html).toMatch(/<input id="consultation-audit_email"[^>]*type="email"[^>]*required=""/);
    // Typed text with a URL keyboard: the spec accepts www.example.com, which type="url" would refuse.
    expect(html).toMatch(/<input id="consultation-audit_website"[^>]*type="text"[^>]*required=""[^>]*inputMode="url"/);
    expect(html).toMatch(/<textarea id="consultation-audit_message"[^>]*rows="3"/);
    expect(html).toContain('Get Free SEO Analysis');
  });

  test('checks the website as it is typed and blocks submitting while it is wrong', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    const form = page.locator('#consultation');
    const website = form.getByLabel('Website URL');
    const button = form.getByRole('button', { name: 'Get Free SEO Analysis' });
    const message = 'Please submit the URL in format - https://example.com or www.example.com';
    // The JavaScript-off notice is in the markup but never shown while scripts run.
    await expect(form.getByText('JavaScript is off in your browser')).toBeHidden();
    await website.fill('acme');
    await expect(form.getByText(message)).toBeVisible();
    await expect(website).toHaveAttribute('aria-invalid', 'true');
    await expect(website).toHaveAttribute('aria-describedby', 'consultation-audit_website__error');
    await expect(button).toBeDisabled();
    for (const ok of ['www.acme.com', 'https://acme.com', 'http://acme.com', 'acme.com', '']) {
      await website.fill(ok);
      await expect(form.getByText(message)).toBeHidden();
      await expect(button).toBeEnabled();
    }
  });

  test('success: sends the exact payload, shows the toast, resets every field', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (m) => m.type() === 'log' && logs.push(m.text()));
    // The service answers once the sending state has been seen, however busy the machine.
    const answer = gate();
    const requests = await mockService(page, 'success', answer.opened);
    await gotoHydrated(page, '/contact');
    const form = await fillAudit(page, '#consultation');
    // The honeypot is there, left empty as a person leaves it: the payload below carries no trace of it.
    await expect(form.locator('[name=botcheck]')).toHaveValue('');
    await form.getByRole('button', { name: 'Get Free SEO Analysis' }).click();
    await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    answer.open();
    await expect(toast(page, 'Form submitted successfully!')).toContainText("We'll contact you within 24 hours with your SEO audit.");
    expect(requests).toHaveLength(1);
    const sent = requests[0]!;
    expect(sent.method()).toBe('POST');
    expect(sent.headers()['content-type']).toBe('application/json');
    expect(sent.headers().accept).toBe('application/json');
    expect(sent.postDataJSON()).toEqual({
      ...auditPayload(site.forms.accessKey),
      // Where the lead came from, after the spec's fields (tests/e2e/attribution.spec.ts holds the rest).
      page: '/contact',
      version: expect.stringMatching(/^[\w.-]+$/),
    });
    for (const label of ['Your Name', 'Email Address', 'Website URL', 'Tell us about your goals (optional)']) {
      await expect(form.getByLabel(label)).toHaveValue('');
    }
    await expect(page.getByRole('status')).toContainText('Form submitted successfully!');
    expect(logs.some((l) => l.includes('Audit request:') && l.includes('Response:'))).toBe(true);
    // What was typed is never rendered as HTML.
    await expect(page.locator('#consultation b')).toHaveCount(0);
  });

  for (const answer of ['refused', 'http500', 'not-json', 'network'] as const) {
    test(`failure (${answer}): error toast, every value kept, the response message never shown`, async ({ page }) => {
      await mockService(page, answer);
      await gotoHydrated(page, '/contact');
      const form = await fillAudit(page, '#consultation');
      await form.getByRole('button', { name: 'Get Free SEO Analysis' }).click();
      await expect(toast(page, 'Error')).toContainText('Failed to submit form. Please try again.');
      await expect(page.getByRole('alert')).toContainText('Failed to submit form. Please try again.');
      await expect(page.getByText('Invalid access key')).toHaveCount(0);
      await expect(form.getByLabel('Your Name')).toHaveValue('Jane Smith');
      await expect(form.getByLabel('Email Address')).toHaveValue('jane@acme.com');
      await expect(form.getByLabel('Website URL')).toHaveValue('https://acme.com');
      await expect(form.getByLabel('Tell us about your goals (optional)')).toHaveValue('More calls from Google, <b>please</b>');
      await expect(form.getByRole('button', { name: 'Get Free SEO Analysis' })).toBeEnabled();
    });
  }

  test('no answer within 15 s counts as a failure', async ({ page }) => {
    await page.clock.install();
    await mockService(page, 'never');
    // The campaign code a lead fetches as it is sent arrives only once the clock is paused: its wait counts in the 15 s.
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    await page.route('**/assets/attribution-*.js', async (route) => (await arrived, route.continue()));
    await gotoHydrated(page, '/contact');
    const form = await fillAudit(page, '#consultation');
    // The installed clock runs in real time until it is paused, so the send's 15 s began somewhere between
    // the moment read here and the pause: that slack is counted, never guessed (a busy machine widens it).
    const beforeClick = await page.evaluate(() => Date.now());
    await form.getByRole('button', { name: 'Get Free SEO Analysis' }).click();
    await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    const pausedAt = (await page.evaluate(() => Date.now())) + 1_000;
    await page.clock.pauseAt(pausedAt);
    arrive();
    const slack = pausedAt - beforeClick;
    expect(slack).toBeLessThan(10_000);
    // At most 14 s since the send: still waiting.
    await page.clock.fastForward(14_000 - slack);
    await expect(toast(page, 'Error')).toHaveCount(0);
    // At least 15 s since the send: a failure, with every value kept.
    await page.clock.fastForward(1_000 + slack);
    await expect(toast(page, 'Error')).toBeVisible();
    await expect(form.getByLabel('Your Name')).toHaveValue('Jane Smith');
  });

  test('a double click sends once', async ({ page }) => {
    // The service holds its answer until both clicks are in: the second lands while the first is still sending.
    const answer = gate();
    const requests = await mockService(page, 'success', answer.opened);
    await gotoHydrated(page, '/contact');
    const form = await fillAudit(page, '#consultation');
    await form.getByRole('button', { name: 'Get Free SEO Analysis' }).dblclick();
    await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    answer.open();
    await expect(toast(page, 'Form submitted successfully!')).toBeVisible();
    expect(requests).toHaveLength(1);
  });

  test('what was typed survives a reload, and the draft is cleared on success', async ({ page }) => {
    await mockService(page, 'success');
    await gotoHydrated(page, '/contact');
    await fillAudit(page, '#consultation');
    await page.reload();
    await islandsSettled(page);
    await formsReady(page);
    const form = page.locator('#consultation');
    await expect(form.getByLabel('Your Name')).toHaveValue('Jane Smith');
    await expect(form.getByLabel('Website URL')).toHaveValue('https://acme.com');
    await form.getByRole('button', { name: 'Get Free SEO Analysis' }).click();
    await expect(toast(page, 'Form submitted successfully!')).toBeVisible();
    await page.reload();
    await islandsSettled(page);
    await formsReady(page);
    await expect(page.locator('#consultation').getByLabel('Your Name')).toHaveValue('');
  });
});

test('audit form in the dialog submits from the home page', async ({ page }) => {
  const messages = watchConsole(page);
  const requests = await mockService(page, 'success');
  await gotoHydrated(page, '/');
  await page.getByRole('main').getByRole('button', { name: 'Get Free SEO Audit' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Get Your Free SEO Audit' });
  await expect(dialog.getByLabel('Your Name')).toBeVisible();
  await formsReady(page);
  await dialog.getByLabel('Your Name').fill('Ravi Kumar');
  await dialog.getByLabel('Email Address').fill('ravi@shop.in');
  await dialog.getByLabel('Website URL').fill('www.shop.in');
  await dialog.getByRole('button', { name: 'Get Free SEO Audit' }).click();
  await expect(toast(page, 'Form submitted successfully!')).toBeVisible();
  expect(requests[0]!.postDataJSON()).toMatchObject({
    name: 'Ravi Kumar',
    email: 'ravi@shop.in',
    website: 'www.shop.in',
    message: '',
    subject: 'New SEO Audit Request',
  });
  expect(messages).toEqual([]);
});

test('a page downloads no form code until a form is about to be used', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  // The home page has islands (tabs, carousel) and the audit form in a dialog nobody has opened yet.
  await gotoPage(page, '/');
  await page.getByRole('group', { name: 'What Our Clients Say' }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 100_000);
  await islandsSettled(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.some((url) => url.includes('testimonials.island'))).toBe(true);
  expect(scripts.some((url) => url.includes('audit-dialog.island') || url.includes('.rules-'))).toBe(false);
});

test.describe('webinar form', () => {
  test('marks required fields, offers the 15 cities and 6 interests', async ({ page }) => {
    await gotoHydrated(page, '/webinar');
    const form = page.locator('#registration-form');
    for (const label of ['Full Name', 'Business Name', 'Email Address']) {
      await expect(form.locator('label', { hasText: label })).toContainText('*');
      await expect(form.getByLabel(label)).toHaveAttribute('required', '');
    }
    await expect(form.locator('label', { hasText: 'Phone Number' })).not.toContainText('*');
    await expect(form.getByLabel('Phone Number')).toHaveAttribute('type', 'tel');
    await expect(form.getByLabel('Website (if you have one)')).toHaveAttribute('type', 'url');
    await expect(form.getByLabel('City').locator('option:not([value=""])')).toHaveCount(15);
    await expect(form.getByRole('checkbox')).toHaveCount(6);
  });

  test('success: exact payload with interests comma-joined, toast, fields cleared', async ({ page }) => {
    // The service answers once the sending state has been seen, however busy the machine.
    const answer = gate();
    const requests = await mockService(page, 'success', answer.opened);
    await gotoHydrated(page, '/webinar');
    const form = await fillWebinar(page);
    await expect(form.locator('[name=botcheck]')).toHaveValue('');
    await form.getByRole('button', { name: 'Reserve My Free Spot' }).click();
    await expect(form.getByRole('button', { name: 'Reserving...' })).toBeDisabled();
    answer.open();
    await expect(toast(page, 'Registration Successful!')).toContainText("You'll receive confirmation details and webinar link via email.");
    expect(requests).toHaveLength(1);
    expect(requests[0]!.postDataJSON()).toEqual({
      access_key: site.forms.accessKey,
      subject: 'Webinar Registration - Digital Marketing Masterclass',
      fullName: 'Ana Flores',
      businessName: 'Flores Dental',
      email: 'ana@floresdental.com',
      phone: '(559) 555-0101',
      city: 'Fresno',
      website: 'https://floresdental.com',
      interests: 'SEO/Local Search, Content Marketing',
      submission_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      page: '/webinar',
      version: expect.stringMatching(/^[\w.-]+$/),
    });
    await expect(form.getByLabel('Full Name')).toHaveValue('');
    await expect(form.getByLabel('SEO/Local Search')).not.toBeChecked();
    await expect(form.getByRole('button', { name: 'Reserve My Free Spot' })).toBeEnabled();
  });

  for (const answer of ['refused', 'http500', 'not-json', 'network'] as const) {
    test(`failure (${answer}): Registration Failed toast, values kept, button usable again`, async ({ page }) => {
      await mockService(page, answer);
      await gotoHydrated(page, '/webinar');
      const form = await fillWebinar(page);
      await form.getByRole('button', { name: 'Reserve My Free Spot' }).click();
      await expect(toast(page, 'Registration Failed')).toContainText('Please try again or contact support.');
      await expect(form.getByLabel('Business Name')).toHaveValue('Flores Dental');
      await expect(form.getByLabel('City')).toHaveValue('Fresno');
      await expect(form.getByLabel('SEO/Local Search')).toBeChecked();
      await expect(form.getByRole('button', { name: 'Reserve My Free Spot' })).toBeEnabled();
    });
  }

  test('no answer within 15 s counts as a failure', async ({ page }) => {
    await page.clock.install();
    const requests = await mockService(page, 'never');
    await gotoHydrated(page, '/webinar');
    const form = await fillWebinar(page);
    await form.getByRole('button', { name: 'Reserve My Free Spot' }).click();
    // The 15 s run from the post, which leaves once the campaign code (fetched as a lead is sent) has arrived.
    await expect.poll(() => requests.length).toBe(1);
    await page.clock.fastForward(15_500);
    await expect(toast(page, 'Registration Failed')).toBeVisible();
    await expect(form.getByLabel('Full Name')).toHaveValue('Ana Flores');
  });

  test('the browser blocks a missing required field before anything is sent', async ({ page }) => {
    const requests = await mockService(page, 'success');
    await gotoHydrated(page, '/webinar');
    const form = page.locator('#registration-form');
    await form.getByLabel('Full Name').fill('Ana Flores');
    await form.getByRole('button', { name: 'Reserve My Free Spot' }).click();
    expect(await form.getByLabel('Business Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    // Then the form filled and sent: the service receives exactly one post, the complete one. Had the blocked
    // click sent anything, it would have reached the service first.
    await fillWebinar(page);
    await form.getByRole('button', { name: 'Reserve My Free Spot' }).click();
    await expect(toast(page, 'Registration Successful!')).toBeVisible();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.postDataJSON()).toMatchObject({ fullName: 'Ana Flores', businessName: 'Flores Dental' });
  });
});

test.describe('the honeypot', () => {
  const forms = [
    {
      name: 'audit',
      path: '/contact',
      scope: '#consultation',
      fill: (page: Page) => fillAudit(page, '#consultation'),
      firstField: 'Your Name',
      button: 'Get Free SEO Analysis',
      success: 'Form submitted successfully!',
      successText: "We'll contact you within 24 hours with your SEO audit.",
    },
    {
      name: 'webinar',
      path: '/webinar',
      scope: '#registration-form',
      fill: fillWebinar,
      firstField: 'Full Name',
      button: 'Reserve My Free Spot',
      success: 'Registration Successful!',
      successText: "You'll receive confirmation details and webinar link via email.",
    },
  ];
  const label = 'Leave this field empty';

  for (const { name, path, scope, fill, firstField, button, success, successText } of forms) {
    test(`${name}: in the prerendered HTML, yet not seen, not reached by Tab, not in the accessibility tree`, async ({ page, request }) => {
      expect(await (await request.get(path)).text()).toMatch(/<input [^>]*name="botcheck"/);
      await gotoHydrated(page, path);
      const form = page.locator(scope);
      const trap = form.locator('[name=botcheck]');
      await expect(trap).toHaveCount(1);
      await expect(trap).toBeHidden();
      // Tab from the first field to the submit button, noting every stop: the trap is never one.
      await form.getByLabel(firstField).focus();
      const stops: string[] = [];
      while (stops.at(-1) !== button && stops.length < 40) {
        await page.keyboard.press('Tab');
        stops.push(
          await page.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.textContent?.trim() ?? ''),
        );
      }
      expect(stops.at(-1)).toBe(button);
      expect(stops).not.toContain('botcheck');
      // Found once hidden elements count, so its absence from the tree below is no accident of the query.
      await expect(form.getByRole('textbox', { name: label, includeHidden: true })).toHaveCount(1);
      await expect(form.getByRole('textbox', { name: label })).toHaveCount(0);
      expect(await form.ariaSnapshot()).not.toContain(label);
    });

    test(`${name}: filled (as a bot does) -> nothing is sent, yet the usual success toast and an empty form`, async ({ page }) => {
      const requests = await mockService(page, 'success');
      await gotoHydrated(page, path);
      const form = await fill(page);
      const trap = form.locator('[name=botcheck]');
      await expect(trap).toHaveCount(1);
      // As a bot does it: the value set straight on the element, no keyboard and no event.
      await trap.evaluate((input: HTMLInputElement) => (input.value = 'https://cheap-links.example'));
      await form.getByRole('button', { name: button }).click();
      await expect(toast(page, success)).toContainText(successText);
      await expect(form.getByLabel(firstField)).toHaveValue('');
      await expect(trap).toHaveValue('');
      await expect(form.getByRole('button', { name: button })).toBeEnabled();
      expect(requests).toHaveLength(0);
    });
  }
});

test.describe('under a Content-Security-Policy without unsafe-eval', () => {
  const policy = `default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self' ${new URL(endpoint).origin}; object-src 'none'; base-uri 'self'`;

  test('both forms validate and submit with zero violations', async ({ page }) => {
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      // The served script-src: 'self' and the inline island loader's hash, never unsafe-eval or unsafe-inline.
      const served = response.headers()['content-security-policy']!;
      const scriptSrc = served.split('; ').find((d) => d.startsWith('script-src '))!;
      expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[\w+/=]+')*$/);
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'content-security-policy': policy.replace("script-src 'self'", scriptSrc) },
      });
    });
    await mockService(page, 'success');
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { reportViolation: (v: string) => void }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`),
      ),
    );

    await gotoHydrated(page, '/contact');
    const audit = await fillAudit(page, '#consultation');
    await audit.getByLabel('Website URL').fill('nope');
    await expect(audit.getByText('Please submit the URL in format')).toBeVisible();
    await audit.getByLabel('Website URL').fill('www.acme.com');
    await audit.getByRole('button', { name: 'Get Free SEO Analysis' }).click();
    await expect(toast(page, 'Form submitted successfully!')).toBeVisible();

    await gotoHydrated(page, '/webinar');
    const webinar = page.locator('#registration-form');
    await webinar.getByLabel('Full Name').fill('Ana Flores');
    await webinar.getByLabel('Business Name').fill('Flores Dental');
    await webinar.getByLabel('Email Address').fill('ana@floresdental.com');
    await webinar.getByRole('button', { name: 'Reserve My Free Spot' }).click();
    await expect(toast(page, 'Registration Successful!')).toBeVisible();
    expect(violations).toEqual([]);
  });
});
