import type { BlockProps } from '../../render/block-types.ts';
import { InlineText } from '../../ui/InlineText.tsx';
import { CheckList } from '../../ui/CheckList.tsx';
import { Section } from '../../ui/Section.tsx';
import { ActionLink } from '../../ui/ActionLink.tsx';

export function PricingBlock({ block, index }: BlockProps<'pricing'>) {
  return (
    <Section id={block.id} index={index} title={block.title} intro={block.intro}>
      <div className="grid gap-6 lg:grid-cols-3">
        {block.plans.map((plan) => (
          <article
            key={plan.name}
            className={`flex flex-col rounded-2xl bg-white p-8 shadow-card ${plan.featured ? 'ring-2 ring-brand-600' : 'ring-1 ring-ink-100'}`}
          >
            <h3 className="text-xl font-semibold text-ink-900">{plan.name}</h3>
            <p className="mt-2 text-ink-600">{plan.description}</p>
            <p className="mt-6 flex items-baseline gap-1">
              <span className="text-4xl font-extrabold tracking-tight text-ink-900">{plan.price}</span>
              {plan.period && <span className="text-ink-600">{plan.period}</span>}
            </p>
            <CheckList items={plan.features} className="mt-6 flex-1" />
            {plan.bestFor && <p className="mt-6 text-sm text-ink-600">{plan.bestFor}</p>}
            <ActionLink action={plan.action} className={`mt-8 ${plan.featured ? 'btn-primary' : 'btn-secondary'}`} />
          </article>
        ))}
      </div>
      {block.note && (
        <p className="mx-auto mt-10 max-w-3xl text-center text-ink-700">
          <InlineText text={block.note} />
        </p>
      )}
    </Section>
  );
}
