import type { BlockBuild } from '../../core/block-build.ts';
import type { ResolvedCaseStudy } from '../../core/page-data.ts';
import { article, organization, type Thing } from '../../core/structured-data.ts';
import type { SiteConfig } from '../../generated/site.ts';

export const caseStudyBuild: BlockBuild<'caseStudy'> = {
  rendersH1: true,
  // A study's page is dated (meta.article) when its entry is.
  structuredData: (blocks, { site, path, meta }) =>
    blocks.flatMap((block) => caseStudyData(site, path, block.study, meta.article?.published, meta.article?.modified)),
};

/**
 * A case study with dates is an article; its client's testimonial is a review of the agency's service,
 * dated as the study is (a review without a date is one search engines warn about: an undated study's
 * testimonial shows on its page, without a Review).
 */
function caseStudyData(site: SiteConfig, path: string, study: ResolvedCaseStudy, published?: string, modified?: string): Thing[] {
  const out: Thing[] = [];
  if (published) {
    out.push({
      ...article(site, {
        path,
        headline: `${study.title}: ${study.industry} SEO Case Study`,
        description: study.description,
        published,
        modified,
        image: study.image,
      }),
      about: {
        '@type': 'Service',
        name: `${study.industry} SEO`,
        serviceType: 'Search engine optimization',
        provider: organization(site),
      },
    });
  }
  const dated = published ?? modified;
  if (study.testimonial && dated) {
    out.push({
      '@context': 'https://schema.org',
      '@type': 'Review',
      itemReviewed: { '@type': 'ProfessionalService', name: site.brand.name, url: `${site.baseUrl}/` },
      reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      datePublished: dated,
      author: { '@type': 'Person', name: study.testimonial.name },
      reviewBody: study.testimonial.quote,
    });
  }
  return out;
}
