import type { SiteConfig } from '../generated/site.ts';

/** Build-time settings by name (process.env in Node). */
export type Environment = Readonly<Record<string, string | undefined>>;

/** The form service's access key the build uses: FORM_ACCESS_KEY when set, else the site config's. */
export function formAccessKey(site: Pick<SiteConfig, 'forms'>, env: Environment): string {
  return env.FORM_ACCESS_KEY || site.forms.accessKey;
}

/** Build-time overrides: SITE_URL for previews, FORM_ENDPOINT and FORM_ACCESS_KEY for staging and tests. */
export function applyEnvironment(site: SiteConfig, env: Environment): SiteConfig {
  return {
    ...site,
    baseUrl: env.SITE_URL ? env.SITE_URL.replace(/\/+$/, '') : site.baseUrl,
    forms: {
      endpoint: env.FORM_ENDPOINT || site.forms.endpoint,
      accessKey: formAccessKey(site, env),
    },
  };
}
