// The first-party cookie that tells a request the visitor accepted cookies: the banner sets it on Accept and
// clears it on Reject (src/layout/consent-choice.ts), and the split at the edge (src/core/edge-split.ts),
// which sees no localStorage, counts only a visitor who has it. Plain data: both the browser and the edge
// read it. (A module of its own: the banner's island imports it at once, and nothing fetched later does.)
export const consentCookie = { name: 'consent', value: 'granted' } as const;
