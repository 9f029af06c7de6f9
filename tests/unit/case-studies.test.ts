import { describe, expect, it } from 'vitest';
import { resolveCaseStudy, summarise } from '../../src/core/resolve.ts';
import type { CaseStudiesFile, CaseStudy } from '../../src/generated/case-studies.ts';
import type { CaseStudyPageBlock } from '../../src/core/page-data.ts';
import { fixtureContent } from './helpers.ts';

const defaults: CaseStudiesFile['defaults'] = {
  challenge: 'Default challenge.',
  challengePoints: ['Default challenge point'],
  solution: 'Default solution.',
  solutionPoints: ['Default solution point'],
  timeline: [1, 2, 3, 4].map((n) => ({
    month: `Month ${n}`,
    title: `Step ${n}`,
    description: `Default step ${n}.`,
  })) as CaseStudiesFile['defaults']['timeline'],
};

const minimal: CaseStudy = {
  id: 'tiny',
  title: 'Tiny Co',
  industry: 'Retail',
  description: 'A small shop that wanted more local customers.',
  image: { src: '/images/x.svg', alt: 'x', width: 800, height: 450 },
  results: {
    traffic: { value: '40%', label: 'More organic traffic' },
    reviews: { value: '120', label: 'New reviews', detail: 'in six months' },
  },
};

describe('case-study defaults', () => {
  it('fill every part a study leaves out', () => {
    const study = resolveCaseStudy(minimal, defaults);
    expect(study).toMatchObject({
      href: '/case-studies/tiny',
      tags: [],
      challenge: 'Default challenge.',
      challengePoints: ['Default challenge point'],
      solution: 'Default solution.',
      solutionPoints: ['Default solution point'],
      timeline: defaults.timeline,
      testimonial: undefined,
    });
    expect(study.timeline).toHaveLength(4);
  });

  it('never replace what a study has', () => {
    const own = {
      ...minimal,
      challenge: 'Own.',
      challengePoints: ['Own point'],
      timeline: [{ month: 'Week 1', title: 'Own step', description: 'Own.' }],
    };
    const study = resolveCaseStudy(own, defaults);
    expect(study.challenge).toBe('Own.');
    expect(study.challengePoints).toEqual(['Own point']);
    expect(study.solutionPoints).toEqual(['Default solution point']);
    expect(study.timeline).toEqual(own.timeline);
  });

  it('turn the results map into labelled figures in the written order', () => {
    expect(summarise(minimal).results).toEqual([
      { key: 'traffic', value: '40%', label: 'More organic traffic' },
      { key: 'reviews', value: '120', label: 'New reviews', detail: 'in six months' },
    ]);
  });
});

describe('the case-study data', () => {
  const content = fixtureContent();
  const studies = content.caseStudies!.studies;

  it('leaves parts out of some entries, as the spec does, and the pages fill them in', () => {
    const sparse = studies.filter((s) => !s.timeline || !s.challengePoints || !s.testimonial);
    expect(sparse.length).toBeGreaterThanOrEqual(3);
    for (const s of sparse) {
      const page = content.rendered.get(`/case-studies/${s.id}`)!.blocks[0] as CaseStudyPageBlock;
      expect(page.study.timeline.length).toBeGreaterThanOrEqual(4);
      expect(page.study.challengePoints.length).toBeGreaterThan(0);
      expect(page.study.solutionPoints.length).toBeGreaterThan(0);
    }
  });

  it('marks up only dated studies as articles', () => {
    const edTech = content.rendered.get('/case-studies/ed-tech')!.structuredData!;
    expect(edTech.find((t) => t['@type'] === 'Article')).toMatchObject({ datePublished: '2024-01-01', dateModified: '2024-09-14' });
    const undated = studies.filter((s) => !s.published).map((s) => content.rendered.get(`/case-studies/${s.id}`)!);
    for (const page of undated) expect(page.structuredData?.some((t) => t['@type'] === 'Article') ?? false).toBe(false);
  });
});
