import type { BlockProps } from '../render/registry.ts';
import { Icon } from '../ui/Icon.tsx';
import { ActionLink } from '../ui/ActionLink.tsx';

export function HeroBlock({ block }: BlockProps<'hero'>) {
  const { eyebrow, title, subtitle, icon, badges = [], actions = [], stats = [] } = block;
  return (
    <section id={block.id} className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white pt-28 pb-16 sm:pt-36 sm:pb-24">
      <div className="container-page text-center">
        {icon && (
          <span className="mx-auto mb-6 flex size-14 items-center justify-center rounded-2xl bg-brand-600 text-white shadow-card">
            <Icon name={icon} className="size-7" />
          </span>
        )}
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
        <h1 className="mx-auto mt-3 max-w-4xl text-4xl font-extrabold tracking-tight text-balance text-ink-900 sm:text-5xl lg:text-6xl">
          {title}
        </h1>
        {subtitle && <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-ink-600 sm:text-xl">{subtitle}</p>}
        {badges.length > 0 && (
          <ul className="mt-6 flex flex-wrap justify-center gap-2">
            {badges.map((badge) => (
              <li key={badge} className="rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-200">
                {badge}
              </li>
            ))}
          </ul>
        )}
        {actions.length > 0 && (
          <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row sm:gap-4">
            {actions.map((action, i) => (
              <ActionLink key={action.href + action.label} action={action} className={i === 0 ? 'btn-primary btn-lg' : 'btn-secondary btn-lg'} />
            ))}
          </div>
        )}
        {stats.length > 0 && (
          <dl className="mx-auto mt-14 grid max-w-4xl gap-6 sm:grid-cols-3">
            {stats.map((stat) => (
              <div key={stat.label} className="rounded-2xl bg-white/80 px-6 py-5 shadow-card ring-1 ring-ink-100">
                <dt className="text-sm text-ink-600">{stat.label}</dt>
                <dd className="order-first text-3xl font-extrabold tracking-tight text-brand-700">{stat.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
