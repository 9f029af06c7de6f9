import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSite } from '../site.tsx';

/** The same prerendered 404.html answers every unknown address, so the address logged is the one in the location bar. */
export function NotFound() {
  const { notFound } = useSite();
  const path = useLocation().pathname;
  useEffect(() => {
    console.warn(`404: no page exists at ${path}`);
  }, [path]);
  return (
    <>
      <title>{notFound.metaTitle}</title>
      <meta name="robots" content="noindex" />
      <section className="flex min-h-[60vh] items-center justify-center px-4 py-24 text-center">
        <div>
          <h1 className="text-7xl font-extrabold tracking-tight text-brand-700">{notFound.code}</h1>
          <p className="mt-4 text-xl text-ink-700">{notFound.message}</p>
          <Link to="/" className="btn-primary mt-8">
            {notFound.linkLabel}
          </Link>
        </div>
      </section>
    </>
  );
}
