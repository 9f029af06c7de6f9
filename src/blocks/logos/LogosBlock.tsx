import type { Image } from '../../generated/page.ts';
import type { BlockProps } from '../../render/block-types.ts';

/**
 * The static row's width on wide screens, from the number of logos (10rem each, 2.5rem apart). A row as
 * wide as its content would grow while the browser is still parsing it, and being centred, every logo
 * already painted would move; a row of known width stays where it is first painted.
 */
const wideRowWidth: Record<number, string> = {
  2: 'lg:w-[22.5rem]',
  3: 'lg:w-[35rem]',
  4: 'lg:w-[47.5rem]',
  5: 'lg:w-[60rem]',
  6: 'lg:w-[72.5rem]',
  7: 'lg:w-[85rem]',
  8: 'lg:w-[97.5rem]',
};

function LogoList({ logos, copy }: { logos: Image[]; copy: boolean }) {
  return (
    <ul
      className={`flex shrink-0 items-center gap-2 pr-2 lg:gap-10 lg:pr-0 ${wideRowWidth[logos.length] ?? ''} ${copy ? 'motion-reduce:hidden lg:hidden' : 'motion-reduce:flex-wrap motion-reduce:justify-center'}`}
      aria-hidden={copy || undefined}
    >
      {logos.map((logo) => (
        <li key={logo.src} className="flex w-40 shrink-0 justify-center">
          <img
            src={logo.src}
            alt={copy ? '' : logo.alt}
            width={logo.width}
            height={logo.height}
            // Never the largest paint, and under the fold on a phone: fetched as it nears the screen,
            // not preloaded ahead of what the first paint needs.
            loading="lazy"
            decoding="async"
            className="h-10 w-auto max-w-full object-contain"
          />
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
        <div
          className="flex w-max animate-marquee motion-reduce:w-full motion-reduce:animate-none lg:w-full lg:animate-none lg:justify-center"
          data-marquee
        >
          <LogoList logos={block.logos} copy={false} />
          <LogoList logos={block.logos} copy />
        </div>
      </div>
    </section>
  );
}
