import type { SiteConfig } from '../../src/generated/site.ts';

/** Build-time overrides: SITE_URL for previews, FORM_ENDPOINT and FORM_ACCESS_KEY for staging and tests. */
export function applyEnvironment(site: SiteConfig, env: NodeJS.ProcessEnv = process.env): SiteConfig {
  return {
    ...site,
    baseUrl: env.SITE_URL ? env.SITE_URL.replace(/\/+$/, '') : site.baseUrl,
    forms: {
      endpoint: env.FORM_ENDPOINT || site.forms.endpoint,
      accessKey: env.FORM_ACCESS_KEY || site.forms.accessKey,
    },
  };
}
