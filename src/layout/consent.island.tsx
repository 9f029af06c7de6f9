import { hydrateIsland } from '../islands/hydrate.tsx';
import { CookieConsent } from './CookieConsent.tsx';

export const hydrate = (element: HTMLElement) => hydrateIsland(element, <CookieConsent />);
