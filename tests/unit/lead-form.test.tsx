// @vitest-environment jsdom
// The lead forms as a visitor's browser has them: the HTML the build renders with react-jsonschema-form,
// taken over by the code that wakes in the browser (no React, no rjsf there).
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rules as auditRules } from '../../src/forms/client/audit.rules.ts';
import { wakeLeadForm } from '../../src/forms/client/lead-form.ts';
import { clearToasts } from '../../src/forms/client/toasts.ts';
import { rules as webinarRules } from '../../src/forms/client/webinar.rules.ts';
import { htmlPattern } from '../../src/forms/html-pattern.ts';
import { LeadFormSlot } from '../../src/forms/LeadFormSlot.tsx';
import { LeadOriginProvider, type LeadOrigin } from '../../src/forms/lead-context.tsx';
import { submitTimeoutMs } from '../../src/forms/submit-lead.ts';
import { SiteProvider } from '../../src/site.tsx';
import { toastAreaId, ToastViewport } from '../../src/ui/Toaster.tsx';
import { fixtureContent } from './helpers.ts';

const site = fixtureContent().site!;
const websiteMessage = 'Please submit the URL in format - https://example.com or www.example.com';
const rules = { audit: auditRules, webinar: webinarRules };

/** The page as the build wrote it (the form and the toast area), then the form's code waking on it. */
function mount(form: 'audit' | 'webinar', origin: LeadOrigin | null = null) {
  document.body.innerHTML = renderToString(
    <SiteProvider site={site}>
      <LeadOriginProvider value={origin}>
        <LeadFormSlot form={form} idPrefix="t" />
      </LeadOriginProvider>
      <div id={toastAreaId}>
        <ToastViewport />
      </div>
    </SiteProvider>,
  );
  wakeLeadForm(document.querySelector<HTMLElement>('[data-lead-form]')!, rules[form], site.forms);
}
const cleanup = () => (document.body.innerHTML = '');

// Labels of required webinar fields end in an asterisk.
const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submitButton = () =>
  screen.getByRole('button', { name: /Get Free SEO Audit|Submitting|Reserve My Free Spot|Reserving/ }) as HTMLButtonElement;

function fillAudit() {
  type('Your Name', 'Jane Smith');
  type('Email Address', 'jane@acme.com');
  type('Website URL', 'acme.com');
  type('Tell us about your goals (optional)', 'Grow');
}

function fillWebinar() {
  type('Full Name', 'Ana Flores');
  type('Business Name', 'Flores Dental');
  type('Email Address', 'ana@floresdental.com');
  fireEvent.click(screen.getByLabelText('Google/Facebook Ads'));
  fireEvent.click(screen.getByLabelText('Not Sure - Need Guidance'));
  fireEvent.click(screen.getByLabelText('Google/Facebook Ads'));
}

const respond = (status: number, body: unknown) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  sessionStorage.clear();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('audit form: the website rule', () => {
  it.each([
    ['https://acme.com', false],
    ['http://acme.com', false],
    ['www.acme.com', false],
    ['acme.com', false],
    ['shop.acme.co.uk', false],
    ['', false],
    ['acme', true],
    ['ftp://acme.com', true],
    ['//acme.com', true],
  ])('"%s" shows the format message: %s', async (value, invalid) => {
    mount('audit');
    type('Website URL', value);
    await waitFor(() => expect(screen.queryByText(websiteMessage) !== null).toBe(invalid));
    expect(submitButton().disabled).toBe(invalid);
  });

  it('clears the message as soon as the value is fixed', async () => {
    mount('audit');
    type('Website URL', 'acme');
    await screen.findByText(websiteMessage);
    type('Website URL', 'acme.com');
    await waitFor(() => expect(screen.queryByText(websiteMessage)).toBeNull());
  });

  it('an invalid website aborts the submission: nothing is sent', async () => {
    mount('audit');
    fillAudit();
    type('Website URL', 'acme');
    fireEvent.submit(submitButton().form!);
    await screen.findByText(websiteMessage);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('audit form: states', () => {
  it('idle -> submitting (button disabled, "Submitting...") -> success (toast, fields reset)', async () => {
    let answer!: (r: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    mount('audit');
    fillAudit();
    fireEvent.submit(submitButton().form!);
    await waitFor(() => expect(submitButton().textContent).toBe('Submitting...'));
    expect(submitButton().disabled).toBe(true);
    fireEvent.submit(submitButton().form!);
    await act(async () => answer(respond(200, { success: true })));
    expect(await screen.findByText('Form submitted successfully!')).toBeTruthy();
    expect(screen.getByText("We'll contact you within 24 hours with your SEO audit.")).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    for (const label of ['Your Name', 'Email Address', 'Website URL', 'Tell us about your goals (optional)'])
      expect(field(label).value).toBe('');
    expect(sessionStorage.length).toBe(0);
  });

  it.each([
    ['success false', () => Promise.resolve(respond(200, { success: false, message: 'Invalid access key' }))],
    ['HTTP 500', () => Promise.resolve(respond(500, { success: false }))],
    ['a body that is not JSON', () => Promise.resolve(respond(200, '<html>oops</html>'))],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('%s -> error toast, values kept, back to idle', async (_, answer) => {
    fetchMock.mockImplementation(answer);
    mount('audit');
    fillAudit();
    fireEvent.submit(submitButton().form!);
    expect(await screen.findByText('Failed to submit form. Please try again.')).toBeTruthy();
    expect(screen.getByRole('alert', { hidden: true }).textContent).toContain('Error');
    expect(screen.queryByText('Invalid access key')).toBeNull();
    expect(field('Your Name').value).toBe('Jane Smith');
    expect(field('Website URL').value).toBe('acme.com');
    expect(submitButton().disabled).toBe(false);
    expect(submitButton().textContent).toBe('Get Free SEO Audit');
  });

  it(`no answer within ${submitTimeoutMs / 1000} s -> error toast`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    mount('audit');
    fillAudit();
    fireEvent.submit(submitButton().form!);
    // The lead goes once the campaign code has arrived (it is fetched as the lead is sent).
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(async () => vi.advanceTimersByTime(submitTimeoutMs + 10));
    expect(await screen.findByText('Failed to submit form. Please try again.')).toBeTruthy();
    expect(field('Your Name').value).toBe('Jane Smith');
  });

  it('sends JSON with the fixed subject and the access key from the site config', async () => {
    fetchMock.mockResolvedValue(respond(200, { success: true }));
    mount('audit');
    fillAudit();
    fireEvent.submit(submitButton().form!);
    await screen.findByText('Form submitted successfully!');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(site.forms.endpoint);
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual({
      access_key: site.forms.accessKey,
      name: 'Jane Smith',
      email: 'jane@acme.com',
      website: 'acme.com',
      message: 'Grow',
      subject: 'New SEO Audit Request',
      submission_id: expect.stringMatching(/^[0-9a-f-]{32,36}$/),
    });
    // The payload goes in the order the form's file lists (the spec's order, then the submission id).
    expect(Object.keys(JSON.parse(init.body as string))).toEqual([
      'access_key',
      'name',
      'email',
      'website',
      'message',
      'subject',
      'submission_id',
    ]);
  });

  it("adds where the lead came from after the spec's fields: the page's hidden fields and the address's campaign", async () => {
    fetchMock.mockResolvedValue(respond(200, { success: true }));
    window.history.replaceState(null, '', '/contact?utm_source=news&utm_campaign=fall&gclid=x');
    try {
      mount('audit', { page: '/contact', version: 'abc123' });
      fillAudit();
      fireEvent.submit(submitButton().form!);
      await screen.findByText('Form submitted successfully!');
      const body = JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string);
      expect(Object.keys(body).slice(0, 7)).toEqual(['access_key', 'name', 'email', 'website', 'message', 'subject', 'submission_id']);
      expect(body).toMatchObject({ name: 'Jane Smith', subject: 'New SEO Audit Request' });
      // No consent here: the current address's tags alone, and nothing stored for them.
      expect(Object.fromEntries(Object.entries(body).slice(7))).toEqual({
        page: '/contact',
        version: 'abc123',
        utm_source: 'news',
        utm_campaign: 'fall',
        gclid: 'x',
      });
      expect(localStorage.length).toBe(0);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('keeps a draft of what was typed and restores it on the next visit', async () => {
    mount('audit');
    type('Your Name', 'Jane Smith');
    cleanup();
    mount('audit');
    await waitFor(() => expect(field('Your Name').value).toBe('Jane Smith'));
  });
});

describe('webinar form: states', () => {
  it('marks the three required fields with an asterisk and only those', () => {
    mount('webinar');
    const starred = [...document.querySelectorAll('label, legend')]
      .filter((l) => l.textContent?.trim().endsWith('*'))
      .map((l) => l.textContent?.replace('*', '').trim());
    expect(starred).toEqual(['Full Name', 'Business Name', 'Email Address']);
  });

  it('each checkbox toggles its interest; success sends them comma-joined and clears the form', async () => {
    let answer!: (r: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    mount('webinar');
    fillWebinar();
    fireEvent.submit(submitButton().form!);
    await waitFor(() => expect(submitButton().textContent).toBe('Reserving...'));
    expect(submitButton().disabled).toBe(true);
    await act(async () => answer(respond(200, { success: true })));
    expect(await screen.findByText('Registration Successful!')).toBeTruthy();
    const body = JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string);
    expect(body).toMatchObject({
      subject: 'Webinar Registration - Digital Marketing Masterclass',
      fullName: 'Ana Flores',
      interests: 'Not Sure - Need Guidance',
      phone: '',
      city: '',
      website: '',
    });
    expect(field('Full Name').value).toBe('');
    expect(submitButton().disabled).toBe(false);
  });

  it('failure -> Registration Failed toast, values kept, submitting reset', async () => {
    fetchMock.mockResolvedValue(respond(200, { success: false, message: 'Quota exceeded' }));
    mount('webinar');
    fillWebinar();
    fireEvent.submit(submitButton().form!);
    expect(await screen.findByText('Please try again or contact support.')).toBeTruthy();
    expect(screen.getByRole('alert', { hidden: true }).textContent).toContain('Registration Failed');
    expect(console.warn).toHaveBeenCalledWith('Webinar registration failed: Quota exceeded');
    expect(field('Business Name').value).toBe('Flores Dental');
    expect((screen.getByLabelText('Not Sure - Need Guidance') as HTMLInputElement).checked).toBe(true);
    expect(submitButton().textContent).toBe('Reserve My Free Spot');
    expect(submitButton().disabled).toBe(false);
  });
});

describe('the honeypot', () => {
  const forms = [
    {
      form: 'audit' as const,
      fill: fillAudit,
      success: 'Form submitted successfully!',
      keys: ['access_key', 'name', 'email', 'website', 'message', 'subject', 'submission_id'],
      firstField: 'Your Name',
    },
    {
      form: 'webinar' as const,
      fill: fillWebinar,
      success: 'Registration Successful!',
      keys: ['access_key', 'subject', 'fullName', 'businessName', 'email', 'phone', 'city', 'website', 'interests', 'submission_id'],
      firstField: 'Full Name',
    },
  ];
  const honeypot = () => document.querySelector<HTMLInputElement>('input[name="botcheck"]');

  it.each(forms)(
    '$form: a text field in the form, hidden with its wrapper, out of the tab order and of the accessibility tree',
    ({ form }) => {
      mount(form);
      const input = honeypot();
      expect(input?.form).toBe(submitButton().form);
      // Not type=hidden: bots skip those.
      expect(input!.type).toBe('text');
      expect(input!.tabIndex).toBe(-1);
      expect(input!.getAttribute('autocomplete')).toBe('off');
      const wrapper = input!.closest('[aria-hidden="true"]');
      expect(wrapper?.classList.contains('hidden')).toBe(true);
      expect(screen.queryAllByRole('textbox').includes(input!)).toBe(false);
    },
  );

  it.each(forms)(
    '$form: filled -> nothing is sent, the visitor sees the usual success and an empty form',
    async ({ form, fill, success, firstField }) => {
      mount(form);
      fill();
      fireEvent.change(honeypot()!, { target: { value: 'https://spam.example' } });
      fireEvent.submit(submitButton().form!);
      expect(await screen.findByText(success)).toBeTruthy();
      expect(fetchMock).not.toHaveBeenCalled();
      expect(field(firstField).value).toBe('');
      expect(honeypot()!.value).toBe('');
      expect(sessionStorage.length).toBe(0);
    },
  );

  it.each(forms)(
    "$form: empty -> the payload has exactly the spec's keys and the submission id, no botcheck",
    async ({ form, fill, success, keys }) => {
      fetchMock.mockResolvedValue(respond(200, { success: true }));
      mount(form);
      fill();
      expect(honeypot()!.value).toBe('');
      fireEvent.submit(submitButton().form!);
      await screen.findByText(success);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const body = JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string) as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual([...keys].sort());
    },
  );
});

describe('a lead sent again after a timeout', () => {
  const sentIds = () =>
    fetchMock.mock.calls.map(([, init]) => (JSON.parse((init as RequestInit).body as string) as Record<string, string>).submission_id);

  it('carries the same submission id on every retry until one succeeds, and the next lead a new one', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(respond(200, { success: true }));
    mount('audit');
    fillAudit();
    fireEvent.submit(submitButton().form!);
    await screen.findByText('Failed to submit form. Please try again.');
    fireEvent.submit(submitButton().form!);
    await screen.findByText('Form submitted successfully!');
    fillAudit();
    fireEvent.submit(submitButton().form!);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    const [first, retry, next] = sentIds();
    expect(first).toBeTruthy();
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });

  it('keeps the id across a reload, as it keeps the draft', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    mount('audit');
    fillAudit();
    fireEvent.submit(submitButton().form!);
    await screen.findByText('Failed to submit form. Please try again.');
    cleanup();
    mount('audit');
    await waitFor(() => expect(field('Your Name').value).toBe('Jane Smith'));
    fireEvent.submit(submitButton().form!);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(new Set(sentIds()).size).toBe(1);
  });
});

describe('the form without JavaScript', () => {
  it("asks the form service to send the visitor back to the site's thank-you page", () => {
    mount('webinar');
    const redirect = document.querySelector<HTMLInputElement>('input[type="hidden"][name="redirect"]');
    expect(redirect?.value).toBe(`${site.baseUrl}/thanks`);
    expect(redirect?.form).toBe(submitButton().form);
  });

  it.each([
    ['https://acme.com', true],
    ['www.acme.com', true],
    ['acme.com', true],
    ['shop.acme.co.uk', true],
    ['acme', false],
    ['ftp://acme.com', false],
    ['//acme.com', false],
  ])('the website pattern, as the browser applies it, takes "%s": %s', (value, valid) => {
    mount('audit');
    const pattern = field('Website URL').getAttribute('pattern')!;
    // The browser anchors a pattern to the whole value and compiles it with the v flag.
    expect(new RegExp(`^(?:${pattern})$`, 'v').test(value)).toBe(valid);
  });

  it('turns a schema pattern into a whole-value pattern in every form of anchoring', () => {
    const whole = (schemaPattern: string, value: string) => new RegExp(`^(?:${htmlPattern(schemaPattern)})$`, 'v').test(value);
    expect(whole('^ab', 'abc')).toBe(true);
    expect(whole('^ab$', 'abc')).toBe(false);
    expect(whole('b', 'abc')).toBe(true);
    expect(whole('^a\\$', 'a$x')).toBe(true);
  });
});

describe('the precompiled validator', () => {
  it('stops a submission the browser let through and names the field (a required field left empty)', async () => {
    mount('audit');
    fillAudit();
    type('Your Name', '');
    fireEvent.submit(submitButton().form!);
    await waitFor(() => expect(field('Your Name').getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field('Your Name').getAttribute('aria-describedby')!)?.textContent).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    type('Your Name', 'Jane Smith');
    fetchMock.mockResolvedValue(respond(200, { success: true }));
    fireEvent.submit(submitButton().form!);
    await screen.findByText('Form submitted successfully!');
    expect(field('Your Name').hasAttribute('aria-invalid')).toBe(false);
  });
});
