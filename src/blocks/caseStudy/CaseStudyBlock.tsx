import { ArrowLeft, Quote, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import type { BlockProps } from '../../render/block-types.ts';
import { caseStudiesPath } from '../../core/page-paths.ts';
import { CheckList } from '../../ui/CheckList.tsx';
import { Picture } from '../../ui/Picture.tsx';
import { GrowthChart } from './GrowthChart.tsx';

/** A titled band of the case-study page. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="bg-white py-12 sm:py-16">
      <div className="container-page">
        <h2 id={id} className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** A case study's own page, built from the case-study data with defaults filled in at build time. */
export function CaseStudyBlock({ block }: BlockProps<'caseStudy'>) {
  const { study, labels } = block;
  return (
    <article>
      <header className="bg-gradient-to-b from-brand-50 via-white to-white pt-28 pb-12 sm:pt-32">
        <div className="container-page">
          <a href={caseStudiesPath} className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-800">
            <ArrowLeft className="size-4" aria-hidden="true" />
            {labels.back}
          </a>
          <div className="mt-8 grid items-center gap-10 lg:grid-cols-2">
            <div>
              <p className="inline-flex rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase">
                {study.industry}
              </p>
              <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance text-ink-900 sm:text-5xl">{study.title}</h1>
              <p className="mt-5 text-lg text-ink-600 sm:text-xl">{study.description}</p>
              {study.tags.length > 0 && (
                <ul className="mt-6 flex flex-wrap gap-2" aria-label={labels.tags}>
                  {study.tags.map((tag) => (
                    <li key={tag} className="rounded-full bg-white px-3 py-1 text-sm font-medium text-ink-700 ring-1 ring-ink-200">
                      {tag}
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <Picture image={study.image} className="h-auto w-full rounded-2xl shadow-card" />
          </div>
        </div>
      </header>

      <Part id="key-results" title={labels.results}>
        <dl className={`mt-8 grid gap-5 sm:grid-cols-2 ${study.results.length === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'}`}>
          {study.results.map((result) => (
            <div key={result.key} className="flex flex-col rounded-2xl bg-brand-900 p-6 text-white">
              <dt className="mt-1 font-semibold text-brand-100">{result.label}</dt>
              <dd className="order-first text-4xl font-extrabold tracking-tight">{result.value}</dd>
              {result.detail && <dd className="mt-2 text-sm text-brand-200">{result.detail}</dd>}
            </div>
          ))}
        </dl>
        {study.chart && <GrowthChart chart={study.chart} />}
        {study.fullDescription && <p className="mt-10 max-w-3xl text-lg leading-relaxed text-ink-700">{study.fullDescription}</p>}
      </Part>

      <section className="bg-ink-50 py-12 sm:py-16">
        <div className="container-page grid gap-8 lg:grid-cols-2">
          <div className="rounded-2xl bg-white p-8 shadow-card ring-1 ring-ink-100">
            <h2 className="text-2xl font-bold tracking-tight text-ink-900">{labels.challenge}</h2>
            <p className="mt-4 text-ink-700">{study.challenge}</p>
            <CheckList items={study.challengePoints} className="mt-5" />
          </div>
          <div className="rounded-2xl bg-white p-8 shadow-card ring-1 ring-ink-100">
            <h2 className="text-2xl font-bold tracking-tight text-ink-900">{labels.solution}</h2>
            <p className="mt-4 text-ink-700">{study.solution}</p>
            <CheckList items={study.solutionPoints} className="mt-5" />
          </div>
        </div>
      </section>

      <Part id="timeline" title={labels.timeline}>
        <ol className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
          {study.timeline.map((step) => (
            <li key={step.month + step.title} className="rounded-2xl border-t-4 border-brand-600 bg-ink-50 p-6">
              <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{step.month}</p>
              <h3 className="mt-2 font-semibold text-ink-900">{step.title}</h3>
              <p className="mt-2 text-ink-600">{step.description}</p>
            </li>
          ))}
        </ol>
      </Part>

      <section aria-labelledby="outcome" className="bg-brand-900 py-14 sm:py-16">
        <div className="container-page text-center">
          <h2 id="outcome" className="text-3xl font-bold tracking-tight text-white">
            {labels.outcome}
          </h2>
          {study.outcome && <p className="mx-auto mt-4 max-w-3xl text-lg text-brand-100">{study.outcome}</p>}
          <a href="/contact" className="btn-accent btn-lg mt-8">
            {labels.contact}
          </a>
        </div>
      </section>

      {study.testimonial && (
        <section aria-label={labels.testimonial} className="bg-white py-14 sm:py-16">
          <figure className="container-page max-w-3xl text-center">
            <Quote className="mx-auto size-10 text-brand-200" aria-hidden="true" />
            <p className="mt-2 flex justify-center gap-1 text-accent-400" role="img" aria-label={labels.rating}>
              {[1, 2, 3, 4, 5].map((n) => (
                <Star key={n} className="size-5 fill-current" aria-hidden="true" />
              ))}
            </p>
            <blockquote className="mt-5 text-xl leading-relaxed text-ink-800">“{study.testimonial.quote}”</blockquote>
            <figcaption className="mt-6">
              <span className="block font-semibold text-ink-900">{study.testimonial.name}</span>
              <span className="text-ink-600">{study.testimonial.position}</span>
            </figcaption>
          </figure>
        </section>
      )}
    </article>
  );
}
