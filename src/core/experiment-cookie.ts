// The first-party cookie exp_<experiment>=<variant> that the split at the edge (src/core/edge-split.ts) sets
// for a counted visitor, so a lead sent from another page (src/forms/attribution.ts) and the visitor
// statistics (src/layout/analytics.ts) still say which version the visitor saw. Plain data and parsing:
// the browser and the edge both read it.

/** The cookie that keeps a visitor's version of an experiment. */
export const experimentCookie = (id: string) => `exp_${id}`;

/**
 * The experiments a cookie header (or document.cookie) says the visitor is counted in, each with its
 * version, in the order the cookies come: `{ experiment: 'a,b', variant: 'x,y' }`; empty when none.
 */
export function experimentsSeen(cookies: string): { experiment?: string; variant?: string } {
  const seen = cookies
    .split(';')
    .map((part) => part.trim())
    .flatMap((part) => {
      const match = /^exp_([a-z0-9][a-z0-9-]{0,39})=([a-z0-9][a-z0-9-]{0,39})$/.exec(part);
      return match ? [[match[1]!, match[2]!] as const] : [];
    });
  return seen.length ? { experiment: seen.map(([id]) => id).join(','), variant: seen.map(([, variant]) => variant).join(',') } : {};
}
