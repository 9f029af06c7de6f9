// Where a lead came from, in the browser: the campaign of a page view (its address's utm tags and ad
// click ids, the referring site's host unless it is our own, the page landed on), and the visit's first
// and last touch, kept in localStorage only after the visitor accepted cookies (the consent island keeps
// them, src/layout/CookieConsent.tsx). Without consent nothing is kept: a lead carries the campaign of
// the address it is sent from alone (src/forms/client/lead-form.ts). The rules are in docs/forms.md.
import { campaignTags, firstTouchPrefix, landingField, referrerField } from './origin-fields.ts';

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
/** How long a visit's first touch is kept: the usual attribution window of ad clicks. */
export const keptForMs = 90 * 24 * 60 * 60 * 1000;
/** No tag's value is kept or sent longer than this. */
const maxValue = 200;

const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '');

/** The touch of a page view at `href`, arrived at from `referrer` (document.referrer, '' when none). */
export function touchOf(href: string, referrer: string): Touch {
  const url = new URL(href);
  const touch: Touch = { [landingField]: url.pathname };
  for (const tag of campaignTags) {
    const value = url.searchParams.get(tag)?.trim().slice(0, maxValue);
    if (value) touch[tag] = value;
  }
  try {
    const from = new URL(referrer);
    // Only another site: a visitor going from page to page of ours is no new touch.
    if (from.hostname && bareHost(from.hostname) !== bareHost(url.hostname)) touch[referrerField] = from.hostname.toLowerCase();
  } catch {
    // No referrer (typed, bookmarked, or withheld by the referring page's policy).
  }
  return touch;
}

/** A touch that brought the visitor: it has a campaign tag or another site's referral. */
export const isCampaign = (touch: Touch): boolean => Object.keys(touch).some((field) => field !== landingField);

/**
 * The visit after a page view: the first page view (or the first after 90 days) is the first and last
 * touch; a later one with a campaign becomes the last touch; one without (a page of ours, a reload)
 * changes nothing.
 */
export function rememberTouch(kept: KeptVisit | undefined, touch: Touch, now: number): KeptVisit {
  if (!kept || !(now - kept.at < keptForMs)) return { first: touch, last: touch, at: now };
  return isCampaign(touch) ? { ...kept, last: touch } : kept;
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

/** The kept visit, when there is one and it is well formed. */
export function readVisit(): KeptVisit | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(attributionStorageKey) ?? 'null') as Partial<KeptVisit> | null;
    const touch = (value: unknown): value is Touch =>
      typeof value === 'object' && value !== null && Object.values(value).every((field) => typeof field === 'string');
    return kept && touch(kept.first) && touch(kept.last) && typeof kept.at === 'number' ? (kept as KeptVisit) : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps this page view's touch in the visit: call only once the visitor accepted cookies. */
export function keepTouch(href: string, referrer: string, now = Date.now()): void {
  const before = readVisit();
  const after = rememberTouch(before, touchOf(href, referrer), now);
  if (after === before) return;
  try {
    localStorage.setItem(attributionStorageKey, JSON.stringify(after));
  } catch {
    // Storage full or blocked: the lead carries the current address's campaign instead.
  }
}

/** Forgets the visit (the visitor rejected cookies). */
export function forgetVisit(): void {
  try {
    localStorage.removeItem(attributionStorageKey);
  } catch {
    // Blocked storage holds nothing.
  }
}
