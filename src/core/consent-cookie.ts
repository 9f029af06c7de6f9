// The first-party cookie that tells a request the visitor accepted cookies: the banner sets it on Accept and
// clears it on Reject (src/layout/consent-choice.ts), and the split at the edge counts only a visitor who
// has it (src/core/edge-split.ts), which sees no localStorage. Plain data: both the browser and the edge read it.
export const consentCookie = { name: 'consent', value: 'granted' } as const;
