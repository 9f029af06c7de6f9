import { ChevronLeft, ChevronRight, Star } from 'lucide-react';
import { useState } from 'react';
import type { Testimonial } from '../../generated/page.ts';
import type { BlockProps } from '../../render/block-types.ts';
import { Section } from '../../ui/Section.tsx';
import { Picture } from '../../ui/Picture.tsx';

function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex gap-1" role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} className={`size-5 ${i < rating ? 'fill-accent-400 text-accent-400' : 'text-ink-300'}`} aria-hidden="true" />
      ))}
    </p>
  );
}

function Avatar({ item }: { item: Testimonial }) {
  // The name is right beside it: the portrait adds nothing a screen reader should repeat.
  if (item.photo) return <Picture image={item.photo} alt="" className="size-14 rounded-full object-cover" />;
  if (item.image) {
    return <Picture image={item.image} alt="" className="size-14 rounded-full object-cover" />;
  }
  const initials = item.name
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join('');
  return (
    <span
      className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800"
      aria-hidden="true"
    >
      {initials}
    </span>
  );
}

/** One testimonial at a time; arrows (wide screens) wrap around, dots jump to any item. */
export function TestimonialsBlock({ block, index }: BlockProps<'testimonials'>) {
  const [current, setCurrent] = useState(0);
  const count = block.items.length;
  const go = (to: number) => setCurrent((to + count) % count);

  return (
    <Section id={block.id} index={index} title={block.title} intro={block.intro}>
      <div className="relative mx-auto max-w-3xl" role="group" aria-roledescription="carousel" aria-label={block.title}>
        <div aria-live="polite">
          {block.items.map((item, i) => (
            <div key={item.name} hidden={i !== current} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${count}`}>
              <figure className="rounded-2xl bg-white p-8 text-center shadow-card ring-1 ring-ink-100 sm:p-12">
                <div className="flex justify-center">
                  <Stars rating={item.rating} />
                </div>
                <blockquote className="mt-6 text-lg leading-relaxed text-pretty text-ink-800 sm:text-xl">“{item.text}”</blockquote>
                <figcaption className="mt-8 flex items-center justify-center gap-4 text-left">
                  <Avatar item={item} />
                  <span>
                    <span className="block font-semibold text-ink-900">{item.name}</span>
                    <span className="block text-sm text-ink-600">{item.position}</span>
                  </span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(current - 1)}
              aria-label="Previous testimonial"
              className="carousel-arrow left-0 -translate-x-1/2"
            >
              <ChevronLeft className="size-6" aria-hidden="true" />
            </button>
            <button
              type="button"
              onClick={() => go(current + 1)}
              aria-label="Next testimonial"
              className="carousel-arrow right-0 translate-x-1/2"
            >
              <ChevronRight className="size-6" aria-hidden="true" />
            </button>
            <div className="mt-6 flex justify-center gap-1">
              {block.items.map((item, i) => (
                <button
                  key={item.name}
                  type="button"
                  onClick={() => go(i)}
                  aria-label={`Show testimonial ${i + 1} of ${count}`}
                  aria-current={i === current || undefined}
                  className="flex size-11 items-center justify-center"
                >
                  <span
                    className={`block size-3 rounded-full transition-colors ${i === current ? 'bg-brand-600' : 'bg-ink-300 hover:bg-ink-500'}`}
                  />
                </button>
              ))}
            </div>
          </>
        )}
      </div>
    </Section>
  );
}
