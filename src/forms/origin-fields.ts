// The names under which a lead carries what its page knows, beside the spec's fields (README, "What a
// lead carries"; docs/forms.md; the campaign's are in attribution.ts), and the site's version as the
// render writes it: a slot the build fills
// in once the page is rendered, so the render itself (kept in the render cache, shared with validation)
// never depends on the commit, and only the pages whose HTML holds the slot change with it.

/** What the page knows, rendered as hidden fields (LeadForm): a post without JavaScript carries them too. */
export const originFields = { page: 'page', version: 'version', experiment: 'experiment', variant: 'variant' } as const;

/** What the render writes for the site's version; fillVersion puts the build's version in its place. */
export const versionSlot = '@@site-version@@';

const attributeText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The page with the site's version in the version fields' slot. Only an attribute can hold the text
 * value="<slot>" (React writes a quote in text as &quot;), so nothing an editor wrote is ever replaced.
 */
export function fillVersion(html: string, version: string): string {
  return html.replaceAll(`value="${versionSlot}"`, `value="${attributeText(version)}"`);
}

/** Whether a rendered page holds the version slot, so its built file changes with the version. */
export const holdsVersion = (html: string): boolean => html.includes(`value="${versionSlot}"`);
