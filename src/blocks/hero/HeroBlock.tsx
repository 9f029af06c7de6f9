import { ArrowDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormCard } from '../../forms/FormCard.tsx';
import type { HeroBlock as HeroData } from '../../generated/page.ts';
import type { BlockProps } from '../../render/block-types.ts';
import { Icon } from '../../ui/Icon.tsx';
import { ActionLink } from '../../ui/ActionLink.tsx';
import { Picture } from '../../ui/Picture.tsx';

const statColumns: Record<number, string> = { 1: 'grid-cols-1', 2: 'grid-cols-2', 3: 'grid-cols-3', 4: 'grid-cols-2 sm:grid-cols-4' };

/** The page's headline. With a form or a photo it becomes two columns on wide screens: the text, then the form card or the photo. */
export function HeroBlock({ block, index }: BlockProps<'hero'>) {
  const { form } = block;
  // The header is fixed: only the first section needs room under it.
  const top = index === 0 ? 'pt-28 sm:pt-36' : 'pt-12 sm:pt-16';
  return (
    <section id={block.id} className={`relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white pb-16 sm:pb-24 ${top}`}>
      {form ? (
        <div className="container-page grid items-start gap-12 lg:grid-cols-[minmax(0,1fr)_28rem]">
          <div className="lg:pt-6">
            <HeroText
              block={block}
              align="start"
              jump={
                // On phones the form sits under the headline: this button glides down to it.
                <a href={`#${form.id}`} className="btn-primary btn-lg w-full sm:w-auto lg:hidden" data-jump-to-form>
                  {form.jumpLabel}
                  <ArrowDown className="size-5" aria-hidden="true" />
                </a>
              }
            />
          </div>
          <FormCard form={form.form} idPrefix={form.id} anchor title={form.title} subtitle={form.subtitle} submitLabel={form.submitLabel} />
        </div>
      ) : block.image ? (
        <div className="container-page grid items-center gap-10 lg:grid-cols-2 lg:gap-12">
          <div>
            <HeroText block={block} align="start" narrow />
          </div>
          {/* First on the page, it is the largest paint on wide screens. On phones it comes under the text: close
              under the fold, or below it when the hero's figures come first, and then it waits its turn. */}
          <Picture
            image={block.image}
            priority={index === 0 && (block.stats?.length ? 'wide' : true)}
            className="aspect-[3/2] h-auto w-full rounded-2xl object-cover shadow-card"
          />
        </div>
      ) : (
        <div className="container-page text-center">
          <HeroText block={block} align="center" />
        </div>
      )}
    </section>
  );
}

/** `narrow`: the text shares the width with a photo on wide screens, where four figures need two rows. */
function HeroText({ block, align, jump, narrow }: { block: HeroData; align: 'center' | 'start'; jump?: ReactNode; narrow?: boolean }) {
  const { eyebrow, title, subtitle, icon, badges = [], actions = [], stats = [] } = block;
  const centre = align === 'center';
  const row = centre ? 'justify-center' : 'justify-start';
  return (
    <>
      {icon && (
        <span
          className={`${centre ? 'mx-auto' : ''} mb-6 flex size-14 items-center justify-center rounded-2xl bg-brand-600 text-white shadow-card`}
        >
          <Icon name={icon} className="size-7" />
        </span>
      )}
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
      <h1
        className={`${centre ? 'mx-auto' : ''} mt-3 max-w-4xl text-4xl font-extrabold tracking-tight text-balance text-ink-900 sm:text-5xl lg:text-6xl`}
      >
        {title}
      </h1>
      {subtitle && <p className={`${centre ? 'mx-auto' : ''} mt-6 max-w-2xl text-lg text-pretty text-ink-600 sm:text-xl`}>{subtitle}</p>}
      {badges.length > 0 && (
        <ul className={`mt-6 flex flex-wrap gap-2 ${row}`}>
          {badges.map((badge) => (
            <li
              key={badge}
              className="rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-200"
            >
              {badge}
            </li>
          ))}
        </ul>
      )}
      {(actions.length > 0 || jump) && (
        <div className={`mt-10 flex flex-col items-center gap-3 sm:flex-row sm:gap-4 ${row}`}>
          {jump}
          {actions.map((action, i) => (
            // Beside a form, the form is the main action and the buttons are secondary.
            <ActionLink
              key={action.href + action.label}
              action={action}
              className={i === 0 && !jump ? 'btn-primary btn-lg' : 'btn-secondary btn-lg'}
            />
          ))}
        </div>
      )}
      {stats.length > 0 && (
        <dl
          className={`${centre ? 'mx-auto max-w-4xl' : ''} mt-12 grid gap-3 sm:mt-14 sm:gap-6 ${statColumns[stats.length] ?? 'grid-cols-2'} ${narrow && stats.length === 4 ? 'lg:grid-cols-2' : ''}`}
        >
          {stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col rounded-2xl bg-white/80 px-3 py-4 shadow-card ring-1 ring-ink-100 sm:px-6 sm:py-5"
            >
              <dt className="text-xs text-ink-600 sm:text-sm">{stat.label}</dt>
              <dd className="order-first text-2xl font-extrabold tracking-tight text-brand-700 sm:text-3xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
