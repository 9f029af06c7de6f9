import { ArrowRight } from 'lucide-react';
import type { BlockProps } from '../../render/block-types.ts';
import { Picture } from '../../ui/Picture.tsx';
import { Section } from '../../ui/Section.tsx';

/** A card per case study: picture, industry, client, description and up to three figures. */
export function CaseStudiesBlock({ block, index }: BlockProps<'caseStudies'>) {
  return (
    <Section id={block.id} index={index} title={block.title} intro={block.intro}>
      <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        {block.studies.map((study) => (
          <li
            key={study.id}
            className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-ink-100"
            data-case-study={study.id}
          >
            <Picture image={study.image} loading="lazy" decoding="async" className="aspect-[16/9] h-auto w-full object-cover" />
            <div className="flex flex-1 flex-col p-6">
              <p className="self-start rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold tracking-wide text-brand-700 uppercase">
                {study.industry}
              </p>
              <h3 className="mt-3 text-xl font-semibold text-ink-900">
                <a
                  href={study.href}
                  className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-brand-500"
                >
                  {study.title}
                </a>
              </h3>
              <p className="mt-2 flex-1 text-ink-600">{study.description}</p>
              <dl className="mt-5 grid grid-cols-3 gap-3 border-t border-ink-100 pt-5">
                {study.results.slice(0, 3).map((result) => (
                  <div key={result.key} className="flex flex-col">
                    <dt className="text-xs leading-snug text-ink-600">{result.label}</dt>
                    <dd className="order-first text-xl font-bold text-brand-700">{result.value}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-5 inline-flex items-center gap-1 font-semibold text-brand-700 group-hover:text-brand-800" aria-hidden="true">
                Read the case study
                <ArrowRight className="size-4" />
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
