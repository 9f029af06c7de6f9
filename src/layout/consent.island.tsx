import { hydrateIsland } from '../islands/hydrate.tsx';
import { CookieConsent, type ConsentSite } from './CookieConsent.tsx';

export const hydrate = (element: HTMLElement, props: unknown) =>
  hydrateIsland(element, <CookieConsent />, {}, (props as { site: ConsentSite }).site);
