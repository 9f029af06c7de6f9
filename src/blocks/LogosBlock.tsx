import type { Image } from '../generated/page.ts';
import type { BlockProps } from '../render/registry.ts';

function LogoList({ logos, copy }: { logos: Image[]; copy: boolean }) {
  return (
    <ul
      className={`flex shrink-0 items-center gap-2 pr-2 lg:gap-10 lg:pr-0 ${copy ? 'motion-reduce:hidden lg:hidden' : 'motion-reduce:flex-wrap motion-reduce:justify-center'}`}
      aria-hidden={copy || undefined}
    >
      {logos.map((logo) => (
        <li key={logo.src} className="flex w-40 shrink-0 justify-center">
          <img src={logo.src} alt={copy ? '' : logo.alt} width={logo.width} height={logo.height} className="h-10 w-auto max-w-full object-contain" />
        </li>
      ))}
    </ul>
  );
}

/** Under 1024 px the list runs twice in a row and slides left by one list width, so the loop has no seam. */
export function LogosBlock({ block }: BlockProps<'logos'>) {
  return (
    <section id={block.id} className="border-y border-ink-100 bg-white py-10" data-testid="logo-strip">
      {block.title && <h2 className="mb-6 text-center text-sm font-semibold tracking-wide text-ink-600 uppercase">{block.title}</h2>}
      <div className="overflow-hidden lg:container-page">
        <div className="flex w-max animate-marquee motion-reduce:w-full motion-reduce:animate-none lg:w-full lg:animate-none lg:justify-center" data-marquee>
          <LogoList logos={block.logos} copy={false} />
          <LogoList logos={block.logos} copy />
        </div>
      </div>
    </section>
  );
}
