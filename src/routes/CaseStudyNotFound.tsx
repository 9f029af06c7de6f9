import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSite } from '../site.tsx';

/** /case-studies/<id> for an id no case study has: served with a 404 status, like any unknown address. */
export function CaseStudyNotFound() {
  const { caseStudyNotFound: copy } = useSite();
  const path = useLocation().pathname;
  useEffect(() => {
    console.warn(`404: no case study exists at ${path}`);
  }, [path]);
  return (
    <>
      <title>{copy.metaTitle}</title>
      <meta name="robots" content="noindex" />
      <section className="flex min-h-[60vh] items-center justify-center px-4 pt-28 pb-20 text-center">
        <div className="max-w-xl">
          <h1 className="text-4xl font-extrabold tracking-tight text-ink-900 sm:text-5xl">{copy.title}</h1>
          <p className="mt-4 text-lg text-ink-600">{copy.message}</p>
          <Link to="/case-studies" className="btn-primary mt-8">
            <ArrowLeft className="size-4" aria-hidden="true" />
            {copy.backLabel}
          </Link>
        </div>
      </section>
    </>
  );
}
