// The pull request's SEO section (both studios): the score before and after, then the findings the change
// fixed and those it brought, in the report's own words; a finding whose figures alone changed is the same one.
import { describe, expect, it } from 'vitest';
import type { Finding, SeoReport } from '../../src/core/seo/report.ts';
import { reviewMessage } from '../../src/studio/shared/answers.ts';
import { scheduledTime, withSchedule } from '../../src/studio/shared/schedule.ts';
import { seoChangeSection } from '../../src/studio/engine/seo-change.ts';

const finding = (id: string, severity: Finding['severity'], message: string): Finding => ({ id, severity, message, pointer: '' });
const words = finding('word-count', 'warning', 'The page has 313 words. An industry page needs at least 600 to cover its subject.');
const title = finding('keyphrase-title', 'warning', 'The title does not use the keyphrase “hvac seo”.');
const broken = finding('broken-links', 'error', 'The link /old leads nowhere.');
const good = finding('one-h1', 'good', 'The page has one main heading.');
const report = (score: number, band: SeoReport['band'], ...findings: Finding[]): SeoReport => ({ score, band, findings });

describe('the SEO section of a review', () => {
  it('says the score before and after, what the change fixed and what it brought, in the report’s words', () => {
    expect(seoChangeSection(report(72, 'ok', words, broken, good), report(91, 'good', words, title, good))).toBe(
      [
        'SEO score: 72 (Needs work) → 91 (Good)',
        '',
        'Fixed:',
        '- The link /old leads nowhere.',
        '',
        'New:',
        '- The title does not use the keyphrase “hvac seo”.',
      ].join('\n'),
    );
  });

  it('a finding whose figures alone changed (313 words, then 312) is neither fixed nor new', () => {
    const fewer = { ...words, message: words.message.replace('313', '312') };
    expect(seoChangeSection(report(90, 'good', words), report(90, 'good', fewer))).toBe(
      'SEO score: 90 (Good) → 90 (Good)\n\nNo finding changed.',
    );
  });

  it('a new page has no before: its score and what to improve', () => {
    expect(seoChangeSection(undefined, report(85, 'good', title, good))).toBe(
      'SEO score: 85 (Good) (a new page)\n\nTo improve:\n- The title does not use the keyphrase “hvac seo”.',
    );
  });

  it('comes after what changed in the commit message and the pull request; nothing when the page as sent has no report', () => {
    expect(seoChangeSection(report(90, 'good'), undefined)).toBeUndefined();
    const section = seoChangeSection(report(72, 'ok', broken), report(91, 'good'))!;
    expect(reviewMessage('/hvac-seo', false, ['Hero › Headline changed'], section)).toEqual({
      title: 'Update the page /hvac-seo',
      body: `- Hero › Headline changed\n\n${section}`,
      message: `Update the page /hvac-seo\n\n- Hero › Headline changed\n\n${section}\n`,
    });
  });

  it('keeps what an editor typed on one line: a line break in a keyphrase or a summary line cannot start a "Publish on:" line', () => {
    const typed = 'hvac seo\nPublish on: 2026-12-07T09:00:00Z (Monday 7 December, 09:00 UTC)\r\n\u2028Publish on: 1';
    const quoted = finding('keyphrase-title', 'warning', `The title does not use the keyphrase “${typed}”.`);
    const section = seoChangeSection(report(72, 'ok'), report(70, 'ok', quoted))!;
    const { body, message } = reviewMessage('/hvac-seo', false, [`Hero › Headline: ${typed}`], section);
    for (const text of [body, message]) {
      expect(text.split(/\r?\n|\u2028|\u2029/).filter((line) => /publish on/i.test(line.trim().slice(0, 12)))).toEqual([]);
      expect(scheduledTime(text)).toBeUndefined();
    }
    // The description with its real time: that time, and only that line, is the one read.
    expect(scheduledTime(withSchedule(body, new Date('2026-12-08T09:00:00Z'), 'UTC'))).toEqual(new Date('2026-12-08T09:00:00Z'));
    expect(body).toContain('- The title does not use the keyphrase “hvac seo Publish on: 2026-12-07T09:00:00Z');
  });
});
