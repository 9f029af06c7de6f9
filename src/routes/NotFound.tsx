import { ArrowLeft } from 'lucide-react';
import { IslandMarker } from '../islands/IslandMarker.tsx';
import { caseStudiesPath } from '../core/page-paths.ts';
import { useSite } from '../site.tsx';

/**
 * The page for an unknown address, and its case-study variant for an unknown case-study id. The same
 * prerendered 404 page answers every such address, so the address logged (by a tiny island with no
 * framework, not-found-log.island.ts) is the one in the location bar.
 */
export function NotFound({ variant }: { variant?: 'case-study' | undefined }) {
  const { notFound, caseStudyNotFound } = useSite();
  const copy =
    variant === 'case-study'
      ? {
          metaTitle: caseStudyNotFound.metaTitle,
          heading: caseStudyNotFound.title,
          message: caseStudyNotFound.message,
          label: caseStudyNotFound.backLabel,
          href: caseStudiesPath,
          thing: 'case study',
        }
      : {
          metaTitle: notFound.metaTitle,
          heading: notFound.code,
          message: notFound.message,
          label: notFound.linkLabel,
          href: '/',
          thing: 'page',
        };
  return (
    <>
      <title>{copy.metaTitle}</title>
      <meta name="robots" content="noindex" />
      <section className="flex min-h-[60vh] items-center justify-center px-4 pt-28 pb-20 text-center">
        <div className="max-w-xl">
          <h1 className={`font-extrabold tracking-tight ${variant ? 'text-4xl text-ink-900 sm:text-5xl' : 'text-7xl text-brand-700'}`}>
            {copy.heading}
          </h1>
          <p className={`mt-4 ${variant ? 'text-lg text-ink-600' : 'text-xl text-ink-700'}`}>{copy.message}</p>
          <a href={copy.href} className="btn-primary mt-8">
            {variant && <ArrowLeft className="size-4" aria-hidden="true" />}
            {copy.label}
          </a>
        </div>
      </section>
      <IslandMarker type="not-found-log" when="load" props={{ thing: copy.thing }}>
        {null}
      </IslandMarker>
    </>
  );
}
