// schema.org objects for a page's JSON-LD, built from the page's data at build time. What only one block
// type adds (a FAQ's questions, a case study's article and review) is in that block's build.ts.
import type { SiteConfig } from '../generated/site.ts';
import { inlineMarkup } from './inline-markup.ts';

export type Thing = Record<string, unknown>;

export function absoluteUrl(site: SiteConfig, path: string): string {
  return `${site.baseUrl}${path === '/' ? '/' : path}`;
}

/** The agency's logo: the 512 px app icon in public/ (a test checks the file's real size). */
export const logoFile = { src: '/icon-512.png', width: 512, height: 512 };

/** A picture as search engines want it: an ImageObject with an absolute URL and its size. */
export function imageObject(site: SiteConfig, image: { src: string; width: number; height: number }): Thing {
  return { '@type': 'ImageObject', url: absoluteUrl(site, image.src), width: image.width, height: image.height };
}

/** The agency as the publisher and provider of everything on the site. */
export function organization(site: SiteConfig): Thing {
  return {
    '@type': 'Organization',
    '@id': `${site.baseUrl}/#organization`,
    name: site.brand.name,
    url: `${site.baseUrl}/`,
    // An ImageObject, not a bare URL: that is what Google's checks expect of a publisher's logo.
    logo: imageObject(site, logoFile),
  };
}

/** The full Organization, once, on the home page: contact details and social profiles. */
export function organizationProfile(site: SiteConfig): Thing {
  return {
    '@context': 'https://schema.org',
    ...organization(site),
    description: site.brand.blurb,
    email: site.contact.email,
    telephone: site.contact.phone,
    address: { '@type': 'PostalAddress', streetAddress: site.contact.address },
    sameAs: site.social.map((s) => s.href),
  };
}

export function webSite(site: SiteConfig): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.brand.name,
    url: `${site.baseUrl}/`,
    publisher: { '@id': `${site.baseUrl}/#organization` },
  };
}

/** Home > (section) > page, with absolute URLs. */
export function breadcrumbs(site: SiteConfig, trail: { name: string; path: string }[]): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(site, crumb.path),
    })),
  };
}

export function service(site: SiteConfig, input: { path: string; name: string; description: string }): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.name,
    description: input.description,
    serviceType: input.name,
    url: absoluteUrl(site, input.path),
    provider: organization(site),
    areaServed: 'Worldwide',
  };
}

/** Editors' inline markup as plain text: **bold** loses its stars, [label](href) keeps its label. */
export function plainText(text: string): string {
  return text.replace(inlineMarkup, (_, bold: string | undefined, label: string | undefined) => bold ?? label ?? '');
}

export interface ArticleInput {
  path: string;
  headline: string;
  description: string;
  published: string;
  modified?: string;
  /** Required: search engines show an article with its picture, and flag one without. */
  image: { src: string; width: number; height: number };
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
    image: imageObject(site, input.image),
    author: org,
    publisher: org,
  };
}
