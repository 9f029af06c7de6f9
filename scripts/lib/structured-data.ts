// schema.org objects for a page's JSON-LD, built from the page's data at build time.
import type { SiteConfig } from '../../src/generated/site.ts';
import type { ResolvedCaseStudy } from '../../src/render/rendered.ts';

type Thing = Record<string, unknown>;

export function absoluteUrl(site: SiteConfig, path: string): string {
  return `${site.baseUrl}${path === '/' ? '/' : path}`;
}

/** The agency as the publisher and provider of everything on the site. */
export function organization(site: SiteConfig): Thing {
  return {
    '@type': 'Organization',
    '@id': `${site.baseUrl}/#organization`,
    name: site.brand.name,
    url: `${site.baseUrl}/`,
    logo: `${site.baseUrl}/favicon.svg`,
  };
}

export interface ArticleInput {
  path: string;
  headline: string;
  description: string;
  published: string;
  modified?: string;
  image?: string;
}

export function article(site: SiteConfig, input: ArticleInput): Thing {
  const org = organization(site);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.headline,
    description: input.description,
    datePublished: input.published,
    dateModified: input.modified ?? input.published,
    mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(site, input.path) },
    ...(input.image ? { image: `${site.baseUrl}${input.image}` } : {}),
    author: org,
    publisher: org,
  };
}

/** A case study with dates is an article; its client's testimonial is a review of the agency's service. */
export function caseStudyData(site: SiteConfig, path: string, study: ResolvedCaseStudy, published?: string, modified?: string): Thing[] {
  const out: Thing[] = [];
  if (published) {
    out.push({
      ...article(site, { path, headline: `${study.title}: ${study.industry} SEO Case Study`, description: study.description, published, modified, image: study.image.src }),
      about: {
        '@type': 'Service',
        name: `${study.industry} SEO`,
        serviceType: 'Search engine optimization',
        provider: organization(site),
      },
    });
  }
  if (study.testimonial) {
    out.push({
      '@context': 'https://schema.org',
      '@type': 'Review',
      itemReviewed: { '@type': 'ProfessionalService', name: site.brand.name, url: `${site.baseUrl}/` },
      reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5 },
      author: { '@type': 'Person', name: study.testimonial.name },
      reviewBody: study.testimonial.quote,
    });
  }
  return out;
}
