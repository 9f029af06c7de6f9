import type { BlockProps } from '../../render/block-types.ts';
import { InlineText } from '../../ui/InlineText.tsx';
import { ActionLink } from '../../ui/ActionLink.tsx';

/** Title and buttons arrive with the schema's defaults already filled in by validation. */
export function CtaBlock({ block }: BlockProps<'cta'>) {
  const { title, text, primary, secondary } = block;
  return (
    <section id={block.id} className="bg-brand-900 py-16 sm:py-20">
      <div className="container-page text-center">
        {title && <h2 className="mx-auto max-w-3xl text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">{title}</h2>}
        {text && (
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">
            <InlineText text={text} />
          </p>
        )}
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row sm:gap-4">
          {primary && <ActionLink action={primary} className="btn-accent btn-lg" />}
          {secondary && <ActionLink action={secondary} className="btn-on-dark btn-lg" />}
        </div>
      </div>
    </section>
  );
}
