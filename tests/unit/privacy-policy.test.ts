import { describe, expect, it } from 'vitest';
import { renderPages } from '../../src/core/resolve.ts';
import { blockBuilds } from '../../src/generated/block-builds.ts';
import type { ResolvedBlock } from '../../src/core/page-data.ts';
import { fixtureContent } from './helpers.ts';

// The privacy policy must say what the site does: no cookie talk while nothing needs consent, the
// consent section once something does (analytics, or keeping a visit's campaigns for leads): it follows
// the switch the banner follows (needsConsent), and each part what the site does with the consent.
const content = fixtureContent();
const entries = content.pages.map(({ path, page }) => ({ path, page }));

function privacyText(analytics: { id?: string }, attribution: { rememberVisit?: boolean } = {}): string {
  const site = { ...content.site!, analytics, attribution };
  const page = renderPages(blockBuilds, site, entries, content.caseStudies).get('/privacy')!;
  const texts: string[] = [];
  for (const block of page.blocks as ResolvedBlock[]) {
    if (block.type !== 'richText') continue;
    for (const node of block.content) texts.push(node.type === 'list' ? node.items.join('\n') : node.text);
  }
  return texts.join('\n');
}

describe('the privacy policy', () => {
  it('says the site sets no cookies and runs no tracker when no analytics id is configured', () => {
    const text = privacyText({});
    expect(text).toContain('This site sets no cookies and loads no analytics');
    expect(text).not.toMatch(/Google Analytics|banner asks/);
  });

  it('describes the consent banner and the analytics service once an id is configured', () => {
    const text = privacyText({ id: 'G-TEST123' });
    expect(text).toContain('a banner asks whether you accept cookies');
    expect(text).toContain('Google Analytics');
    expect(text).not.toContain('This site sets no cookies');
    expect(text).not.toContain('how you first and most recently came to the site');
  });

  it('describes the banner and what is kept of a visit for its leads once the site remembers visits, and no analytics without an id', () => {
    const text = privacyText({}, { rememberVisit: true });
    expect(text).toContain('a banner asks whether you accept cookies');
    expect(text).toContain('how you first and most recently came to the site');
    expect(text).toContain('a cookie named consent');
    expect(text).not.toContain('Google Analytics');
    expect(text).not.toContain('This site sets no cookies');
  });

  it('says in every case what a form carries besides what was typed', () => {
    for (const text of [privacyText({}), privacyText({ id: 'G-TEST123' }), privacyText({}, { rememberVisit: true })])
      expect(text).toContain('the address of the page you sent it from and the version of our site');
  });
});
