// Without the form service's access key every lead form fails (honestly, with its error message), and
// nobody who deploys would notice: validation warns about it and the production build refuses it.
import type { SiteConfig } from '../generated/site.ts';
import { formAccessKey } from '../core/site-env.ts';

export const missingAccessKey =
  "forms.accessKey is empty, so every lead would fail: put the form service's access key for this site in pages/_site.json (forms.accessKey) or set FORM_ACCESS_KEY, then build again.";

/** The one sentence that says what to do when the build would have no access key; undefined when it has one. */
export function accessKeyProblem(site: Pick<SiteConfig, 'forms'>, env: NodeJS.ProcessEnv = process.env): string | undefined {
  return formAccessKey(site, env).trim() ? undefined : missingAccessKey;
}
