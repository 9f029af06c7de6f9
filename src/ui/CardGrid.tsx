import { ArrowRight } from 'lucide-react';
import type { IconName, Link } from '../generated/page.ts';
import { Icon } from './Icon.tsx';
import type { RenderedPhoto } from './photo.ts';
import { Picture } from './Picture.tsx';
import { SmartLink } from './SmartLink.tsx';

export interface GridCard {
  title: string;
  description: string;
  icon?: IconName | undefined;
  image?: RenderedPhoto | undefined;
  link?: Link | undefined;
}

const columnClasses = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-2 lg:grid-cols-3', 4: 'md:grid-cols-2 lg:grid-cols-4' } as const;

/** Cards with an icon or a photo, a heading, a sentence and an optional link, one per row on phones. */
export function CardGrid({ cards, columns = 3 }: { cards: GridCard[]; columns?: 2 | 3 | 4 | undefined }) {
  return (
    <ul className={`grid gap-6 ${columnClasses[columns]}`}>
      {cards.map((card) => (
        <li key={card.title} className="flex flex-col overflow-hidden rounded-2xl bg-white p-6 shadow-card ring-1 ring-ink-100">
          {card.image ? (
            <Picture image={card.image} className="-mx-6 -mt-6 mb-5 aspect-[3/2] h-auto w-[calc(100%+3rem)] max-w-none object-cover" />
          ) : (
            card.icon && (
              <span className="mb-4 flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={card.icon} />
              </span>
            )
          )}
          <h3 className="text-lg font-semibold text-ink-900">{card.title}</h3>
          <p className="mt-2 flex-1 text-ink-600">{card.description}</p>
          {card.link && (
            <SmartLink
              href={card.link.href}
              className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800"
            >
              {card.link.label}
              <ArrowRight className="size-4" aria-hidden="true" />
              <span className="sr-only">: {card.title}</span>
            </SmartLink>
          )}
        </li>
      ))}
    </ul>
  );
}
