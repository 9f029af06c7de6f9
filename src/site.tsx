import { createContext, useContext, type ReactNode } from 'react';
import type { SiteConfig } from './generated/site.ts';

const SiteContext = createContext<SiteConfig | null>(null);

/** Makes the site config (brand, menus, contact details) available to every component. */
export function SiteProvider({ site, children }: { site: SiteConfig; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteConfig {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() needs a <SiteProvider> above it');
  return site;
}
