// @vitest-environment jsdom
// Where a lead came from (src/forms/attribution.ts): what a page view's touch is, which touches the
// visit keeps as first and last, what is stored (only with consent), and what a lead then carries
// (src/forms/client/lead-form.ts, originExtras, which fetches the campaign code as a lead is sent).
import { beforeEach, describe, expect, it } from 'vitest';
import {
  attributionStorageKey,
  consentGiven,
  countLead,
  consentKey,
  keepTouch,
  keptForMs,
  pendingVisitKey,
  readVisit,
  rememberTouch,
  touchFields,
  touchOf,
} from '../../src/forms/attribution.ts';
import { originExtras } from '../../src/forms/client/lead-form.ts';
import { experimentsSeen } from '../../src/core/experiment-cookie.ts';
import { loadAnalytics } from '../../src/layout/analytics.ts';
import { consentStorageKey, pendingTouchKey as bannersPendingKey } from '../../src/layout/consent-choice.ts';

const site = 'https://www.rankharbor.com';
const day = 24 * 60 * 60 * 1000;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('a page view’s touch', () => {
  it('reads the campaign tags and ad click ids of the address, and the page landed on', () => {
    expect(touchOf(`${site}/hvac-seo?utm_source=news&utm_campaign=fall&gclid=x&utm_medium=&other=1`, '')).toEqual({
      landing_page: '/hvac-seo',
      utm_source: 'news',
      utm_campaign: 'fall',
      gclid: 'x',
    });
    expect(touchOf(`${site}/?utm_medium=cpc&utm_term=seo&utm_content=a&msclkid=m`, '')).toEqual({
      landing_page: '/',
      utm_medium: 'cpc',
      utm_term: 'seo',
      utm_content: 'a',
      msclkid: 'm',
    });
  });

  it("keeps another site's host as the referrer, never our own (with or without www) nor a path", () => {
    expect(touchOf(`${site}/about`, 'https://news.example.org/story?id=1').referrer).toBe('news.example.org');
    expect(touchOf(`${site}/about`, `${site}/hvac-seo`)).toEqual({ landing_page: '/about' });
    expect(touchOf(`${site}/about`, 'https://rankharbor.com/')).toEqual({ landing_page: '/about' });
    expect(touchOf(`${site}/about`, 'not a url')).toEqual({ landing_page: '/about' });
  });
});

describe('the visit’s first and last touch', () => {
  const landing = touchOf(`${site}/hvac-seo?utm_source=news&utm_campaign=fall&gclid=x`, '');
  const inside = touchOf(`${site}/about`, `${site}/hvac-seo`);
  const again = touchOf(`${site}/pricing?utm_source=ads&utm_medium=cpc`, 'https://www.google.com/');

  it('makes the first page view both, and keeps them through pages of ours', () => {
    const first = rememberTouch(undefined, landing, 0);
    expect(first).toEqual({ first: landing, last: landing, at: 0 });
    expect(rememberTouch(first, inside, day)).toBe(first);
  });

  it('makes a later campaign the last touch, leaving the first', () => {
    const kept = rememberTouch(rememberTouch(undefined, landing, 0), again, day);
    expect(kept).toEqual({ first: landing, last: again, at: 0 });
    // A direct first visit is the first touch too (with its landing page alone).
    const direct = rememberTouch(undefined, inside, 0);
    expect(rememberTouch(direct, landing, day)).toEqual({ first: inside, last: landing, at: 0 });
  });

  it('starts again after 90 days', () => {
    const kept = rememberTouch(undefined, landing, 0);
    expect(rememberTouch(kept, inside, keptForMs)).toEqual({ first: inside, last: inside, at: keptForMs });
  });

  it('gives a lead the last touch unprefixed and the first with first_; without a kept visit, the current touch alone', () => {
    const kept = rememberTouch(rememberTouch(undefined, landing, 0), again, day);
    expect(touchFields(inside, kept)).toEqual({
      first_landing_page: '/hvac-seo',
      first_utm_source: 'news',
      first_utm_campaign: 'fall',
      first_gclid: 'x',
      landing_page: '/pricing',
      utm_source: 'ads',
      utm_medium: 'cpc',
      referrer: 'www.google.com',
    });
    const { landing_page: _, ...campaign } = landing;
    expect(touchFields(landing, undefined)).toEqual(campaign);
  });
});

describe('what is stored', () => {
  it('keeps the visit in localStorage once consent is given (keepTouch), and reads it back', () => {
    keepTouch(`${site}/hvac-seo?utm_source=news`, '', 5);
    keepTouch(`${site}/about`, `${site}/hvac-seo`, 6);
    expect(readVisit()).toEqual({
      first: { landing_page: '/hvac-seo', utm_source: 'news' },
      last: { landing_page: '/hvac-seo', utm_source: 'news' },
      at: 5,
    });
    expect(Object.keys(localStorage)).toEqual([attributionStorageKey]);
  });

  it('reads the consent choice where the banner keeps it', () => {
    expect(consentKey).toBe(consentStorageKey);
    expect(consentGiven()).toBe(false);
    localStorage.setItem(consentStorageKey, 'accepted');
    expect(consentGiven()).toBe(true);
  });

  it('folds in the page view the banner noted on Accept, before this one, and then forgets the note', () => {
    expect(pendingVisitKey).toBe(bannersPendingKey);
    // Accepted on a campaign landing, the visitor followed a link before this file arrived there.
    localStorage.setItem(pendingVisitKey, JSON.stringify([`${site}/hvac-seo?utm_source=news&gclid=x`, 'https://news.example/a']));
    const landing = { landing_page: '/hvac-seo', utm_source: 'news', gclid: 'x', referrer: 'news.example' };
    // A lead sent now already carries it,
    expect(readVisit(7)).toEqual({ first: landing, last: landing, at: 7 });
    // and the next page view keeps it.
    keepTouch(`${site}/about`, `${site}/hvac-seo`, 8);
    expect(readVisit()).toEqual({ first: landing, last: landing, at: 8 });
    expect(Object.keys(localStorage)).toEqual([attributionStorageKey]);
    // A note that is not well formed is dropped with nothing else lost.
    localStorage.setItem(pendingVisitKey, '[1]');
    keepTouch(`${site}/contact?utm_source=mail`, '', 9);
    expect(readVisit()).toEqual({ first: landing, last: { landing_page: '/contact', utm_source: 'mail' }, at: 8 });
    expect(Object.keys(localStorage)).toEqual([attributionStorageKey]);
  });

  it('ignores a stored visit that is not well formed', () => {
    localStorage.setItem(attributionStorageKey, '{"first":1}');
    expect(readVisit()).toBeUndefined();
    localStorage.setItem(attributionStorageKey, 'not json');
    expect(readVisit()).toBeUndefined();
  });
});

describe('what a lead carries', () => {
  function form(fields: Record<string, string>): HTMLFormElement {
    document.body.innerHTML = `<form>${Object.entries(fields)
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
      .join('')}<input type="text" name="name" value="Jane"></form>`;
    return document.querySelector('form')!;
  }
  const page = form({ page: '/contact', version: 'abc123' });

  it('without consent: the page’s fields and the current address’s campaign, and nothing is read or stored', async () => {
    localStorage.setItem(
      attributionStorageKey,
      JSON.stringify({ first: { utm_source: 'old' }, last: { utm_source: 'old' }, at: Date.now() }),
    );
    const before = JSON.stringify(localStorage);
    expect(await originExtras(page, `${site}/contact?utm_source=news&gclid=x`, 'https://news.example.org/', false)).toEqual({
      page: '/contact',
      version: 'abc123',
      utm_source: 'news',
      gclid: 'x',
      referrer: 'news.example.org',
    });
    expect(JSON.stringify(localStorage)).toBe(before);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).toBe('');
  });

  it('with consent: the kept first touch and, as the last, this page view when it is a campaign', async () => {
    keepTouch(`${site}/hvac-seo?utm_source=news&utm_campaign=fall&gclid=x`, '', Date.now());
    keepTouch(`${site}/about`, `${site}/hvac-seo`, Date.now());
    const withExperiment = form({ page: '/contact', version: 'abc123', experiment: 'headline', variant: 'b' });
    expect(await originExtras(withExperiment, `${site}/contact`, `${site}/about`, true)).toEqual({
      page: '/contact',
      version: 'abc123',
      experiment: 'headline',
      variant: 'b',
      first_landing_page: '/hvac-seo',
      first_utm_source: 'news',
      first_utm_campaign: 'fall',
      first_gclid: 'x',
      landing_page: '/hvac-seo',
      utm_source: 'news',
      utm_campaign: 'fall',
      gclid: 'x',
    });
    expect(await originExtras(withExperiment, `${site}/contact?utm_source=mail`, '', true)).toMatchObject({
      first_utm_source: 'news',
      landing_page: '/contact',
      utm_source: 'mail',
    });
  });
  it('with consent, sent from a page with no experiment: the versions the visitor was counted in, from the split’s cookies', async () => {
    document.cookie = 'consent=granted';
    document.cookie = 'exp_hvac-hero-2026-11=first-call';
    expect(await originExtras(page, `${site}/contact`, '', true)).toMatchObject({
      page: '/contact',
      experiment: 'hvac-hero-2026-11',
      variant: 'first-call',
    });
    // An experiment's own copy says its version, whatever another cookie says.
    const copy = form({ page: '/hvac-seo', version: 'abc123', experiment: 'hvac-hero-2026-11', variant: 'control' });
    expect(await originExtras(copy, `${site}/hvac-seo`, '', true)).toMatchObject({ experiment: 'hvac-hero-2026-11', variant: 'control' });
    // Without consent, no cookie is read.
    expect(await originExtras(page, `${site}/contact`, '', false)).not.toHaveProperty('variant');
    document.cookie = 'exp_hvac-hero-2026-11=; Max-Age=0';
    document.cookie = 'consent=; Max-Age=0';
  });

  it('reads the split’s cookies as they come, leaving out anything not an experiment’s', () => {
    expect(experimentsSeen('consent=granted; exp_a=x; theme=dark; exp_b-2=control')).toEqual({ experiment: 'a,b-2', variant: 'x,control' });
    expect(experimentsSeen('exp_=x; exp_A=b; exp_c=<script>')).toEqual({});
    expect(experimentsSeen('')).toEqual({});
  });

  it('page views carry the versions the visitor is counted in, once the visitor statistics load', () => {
    document.cookie = 'exp_a=x';
    loadAnalytics('G-TEST');
    const layer = (globalThis as unknown as { dataLayer: unknown[][] }).dataLayer;
    expect(layer.find((call) => call[0] === 'config')).toEqual(['config', 'G-TEST', { anonymize_ip: true, experiment: 'a', variant: 'x' }]);
    document.cookie = 'exp_a=; Max-Age=0';
    document.head.querySelector('script[data-analytics]')?.remove();
    delete (globalThis as { gtag?: unknown; dataLayer?: unknown }).gtag;
    delete (globalThis as { dataLayer?: unknown }).dataLayer;
  });

  it('a lead sent is a generate_lead event for the visitor statistics, where they run, with its versions', () => {
    const events: unknown[][] = [];
    countLead('audit', { experiment: 'a', variant: 'x' });
    (globalThis as { gtag?: unknown }).gtag = (...args: unknown[]) => events.push(args);
    countLead('audit', { page: '/contact', experiment: 'a', variant: 'x' });
    countLead('webinar', { page: '/webinar' });
    delete (globalThis as { gtag?: unknown }).gtag;
    expect(events).toEqual([
      ['event', 'generate_lead', { form: 'audit', experiment: 'a', variant: 'x' }],
      ['event', 'generate_lead', { form: 'webinar' }],
    ]);
  });
});
