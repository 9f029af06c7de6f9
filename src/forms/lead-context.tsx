import { createContext, useContext } from 'react';

/**
 * What a lead form on a page knows about where it is, beyond what the visitor types: the page's address,
 * the site's version, and the experiment and variant this copy of the page shows (only in a variant's
 * render, never in the page everyone else gets). The form carries it in hidden fields, so a post without
 * JavaScript carries it too.
 */
export interface LeadOrigin {
  /** The page's address, for example /hvac-seo. */
  page: string;
  /** The site's version: the commit the build was made from. */
  version: string;
  /** The experiment and variant this render shows, when it is one of an experiment's renders. */
  experiment?: { id: string; variant: string } | undefined;
}

const LeadOriginContext = createContext<LeadOrigin | null>(null);

export const LeadOriginProvider = LeadOriginContext.Provider;

/** The page's lead origin, or null outside a page render (the studio's preview, a test). */
export function useLeadOrigin(): LeadOrigin | null {
  return useContext(LeadOriginContext);
}
