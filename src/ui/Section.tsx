import type { ReactNode } from 'react';
import { InlineText } from './InlineText.tsx';

interface Props {
  id?: string | undefined;
  /** Position on the page: alternate sections get a tinted background so the page reads in bands. */
  index: number;
  title?: string | undefined;
  intro?: string | undefined;
  children: ReactNode;
}

/** The frame every content block sits in: spacing, width, background band, heading and intro. */
export function Section({ id, index, title, intro, children }: Props) {
  return (
    <section id={id} className={`scroll-mt-24 py-16 sm:py-20 ${index % 2 === 1 ? 'bg-ink-50' : 'bg-white'}`}>
      <div className="container-page">
        {(title || intro) && (
          <header className="mx-auto mb-10 max-w-3xl text-center sm:mb-12">
            {title && <h2 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{title}</h2>}
            {intro && (
              <p className="mt-4 text-lg text-ink-600">
                <InlineText text={intro} />
              </p>
            )}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}
