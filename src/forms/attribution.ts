// Where a lead came from, in the browser: the campaign of a page view (its address's utm tags and ad
// click ids, the referring site's host unless it is our own, the page landed on), and the visit's first
// and last touch, kept in localStorage only after the visitor accepted cookies (the banner's island keeps
// them, src/layout/consent.island.ts). Without consent nothing is kept: a lead carries the campaign of
// the address it is sent from alone (campaignFields). No page loads this file at once: the banner's
// island imports it once the visitor has chosen, the lead form as it sends a lead (a file of its own,
// vite.config.ts), so a first visit never pays for it. The rules are in docs/forms.md.
import { experimentsSeen } from '../core/experiment-cookie.ts';

/** The campaign tags read from a landing address, under their own names (README, "What a lead carries"). */
export const campaignTags = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'msclkid'] as const;
export type CampaignTag = (typeof campaignTags)[number];

/** A touch's other fields: the referring site's host (never our own) and the page the visitor landed on. */
export const referrerField = 'referrer';
export const landingField = 'landing_page';
/** The prefix of the visit's first touch (kept only with consent); the last touch goes unprefixed. */
export const firstTouchPrefix = 'first_';

/** One touch: the page landed on, and whatever campaign tags and referring host it came with. */
export type Touch = Record<string, string>;

/** What is kept for the visit: its first touch, its last touch with a campaign, and when the first was. */
export interface KeptVisit {
  first: Touch;
  last: Touch;
  /** When the first touch was, in ms since the epoch: a visit is kept for 90 days from it. */
  at: number;
}

export const attributionStorageKey = 'lead-attribution';
/**
 * Where the banner keeps the visitor's choice: consentStorageKey of src/layout/consent-choice.ts, written
 * again here, as importing that module would make it a file of its own (tests/unit/attribution.test.ts
 * holds the two equal).
 */
export const consentKey = 'cookie-consent';
/**
 * Where the banner notes the accepting page view's address and referrer (pendingTouchKey of
 * src/layout/consent-choice.ts, written again here for the same reason): a visitor who follows a link
 * before this file arrives keeps the landing's campaign, folded in by the next page view or lead.
 */
export const pendingVisitKey = 'lead-attribution-pending';

/** Whether the visitor accepted cookies (storage blocked counts as not). */
export function consentGiven(): boolean {
  try {
    return localStorage.getItem(consentKey) === 'accepted';
  } catch {
    return false;
  }
}
/** How long a visit's first touch is kept: the usual attribution window of ad clicks. */
export const keptForMs = 90 * 24 * 60 * 60 * 1000;

const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '');

/** The touch of a page view at `href`, arrived at from `referrer` (document.referrer, '' when none). */
export function touchOf(href: string, referrer: string): Touch {
  const url = new URL(href);
  const touch: Touch = { [landingField]: url.pathname };
  for (const tag of campaignTags) {
    // No tag's value is kept or sent longer than 200 characters.
    const value = url.searchParams.get(tag)?.trim().slice(0, 200);
    if (value) touch[tag] = value;
  }
  try {
    const from = new URL(referrer).hostname;
    // Only another site: a visitor going from page to page of ours is no new touch.
    if (from && bareHost(from) !== bareHost(url.hostname)) touch[referrerField] = from.toLowerCase();
  } catch {
    // No referrer (typed, bookmarked, or withheld by the referring page's policy).
  }
  return touch;
}

/**
 * The visit after a page view: the first page view (or the first after 90 days) is the first and last
 * touch; a later one with a campaign (a tag or another site's referral: a field besides the landing
 * page) becomes the last touch; one without (a page of ours, a reload) changes nothing.
 */
export function rememberTouch(kept: KeptVisit | undefined, touch: Touch, now: number): KeptVisit {
  if (!kept || !(now - kept.at < keptForMs)) return { first: touch, last: touch, at: now };
  return Object.keys(touch).length > 1 ? { ...kept, last: touch } : kept;
}

/**
 * The fields a lead carries for a visit: the last touch unprefixed, the first with first_. Without
 * consent (no kept visit), the current address's campaign alone: its page is the lead's page already.
 */
export function touchFields(current: Touch, kept: KeptVisit | undefined): Record<string, string> {
  if (!kept) return Object.fromEntries(Object.entries(current).filter(([field]) => field !== landingField));
  const first = Object.fromEntries(Object.entries(kept.first).map(([field, value]) => [`${firstTouchPrefix}${field}`, value]));
  return { ...first, ...kept.last };
}

/**
 * The campaign a lead sent now carries: with consent, the kept visit with this page view as its latest
 * touch (the banner's island may not have kept it yet), and the experiments' versions the visitor was
 * counted in (their cookies, set by the split at the edge); without, this address's tags alone, and
 * nothing is read from storage.
 */
export function campaignFields(
  href: string,
  referrer: string,
  consent = consentGiven(),
  now = Date.now(),
  cookies = globalThis.document?.cookie ?? '',
): Record<string, string> {
  const current = touchOf(href, referrer);
  if (!consent) return touchFields(current, undefined);
  // With consent, the versions of experiments the visitor was counted in, wherever they saw them.
  return { ...experimentsSeen(cookies), ...touchFields(current, rememberTouch(readVisit(now), current, now)) };
}

/** The visit as stored, when there is one and it is well formed. */
function storedVisit(): KeptVisit | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(attributionStorageKey)!) as KeptVisit;
    const touch = (value: unknown) => typeof value == 'object' && Object.values(value!).every((field) => typeof field == 'string');
    return touch(kept.first) && touch(kept.last) && typeof kept.at == 'number' ? kept : undefined;
  } catch {
    return undefined;
  }
}

/** The page view the banner noted as the visitor accepted, when its touch is not kept yet. */
function pendingTouch(): Touch | undefined {
  try {
    const [href, referrer] = JSON.parse(localStorage.getItem(pendingVisitKey)!) as unknown[];
    return typeof href == 'string' && typeof referrer == 'string' ? touchOf(href, referrer) : undefined;
  } catch {
    return undefined;
  }
}

/** The kept visit, with the page view noted on Accept folded in (its touch came before this one's). */
export function readVisit(now = Date.now()): KeptVisit | undefined {
  const kept = storedVisit();
  const pending = pendingTouch();
  return pending ? rememberTouch(kept, pending, now) : kept;
}

/** Keeps this page view's touch in the visit: call only once the visitor accepted cookies. */
export function keepTouch(href: string, referrer: string, now = Date.now()): void {
  const before = storedVisit();
  const after = rememberTouch(readVisit(now), touchOf(href, referrer), now);
  try {
    if (after !== before) localStorage.setItem(attributionStorageKey, JSON.stringify(after));
    localStorage.removeItem(pendingVisitKey);
  } catch {
    // Storage full or blocked: the lead carries the current address's campaign instead.
  }
}

/** Forgets the visit (the visitor rejected cookies). */
export function forgetVisit(): void {
  try {
    localStorage.removeItem(attributionStorageKey);
    localStorage.removeItem(pendingVisitKey);
  } catch {
    // Blocked storage holds nothing.
  }
}

/**
 * A lead sent, for the visitor statistics where they run (the site configures them and the visitor
 * accepted: src/layout/analytics.ts defines gtag then): a generate_lead event with the form and the
 * experiments' versions the lead carries, so the statistics, too, say which words won it.
 */
export function countLead(form: string, extras: Record<string, string>): void {
  const gtag = (globalThis as { gtag?: (...args: unknown[]) => void }).gtag;
  const { experiment, variant } = extras;
  gtag?.('event', 'generate_lead', { form, ...(experiment && variant ? { experiment, variant } : {}) });
}
