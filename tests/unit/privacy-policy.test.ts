import { describe, expect, it } from 'vitest';
import { renderPages } from '../../src/core/resolve.ts';
import { blockBuilds } from '../../src/generated/block-builds.ts';
import type { ResolvedBlock } from '../../src/core/page-data.ts';
import { fixtureContent } from './helpers.ts';

// The privacy policy must say what the site does: no cookie talk without a tracker, the consent
// section once analytics is configured. Both follow the one switch the banner follows (analytics.id).
const content = fixtureContent();
const entries = content.pages.map(({ path, page }) => ({ path, page }));

function privacyText(analytics: { id?: string }): string {
  const site = { ...content.site!, analytics };
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
  });
});
