import { useSite } from '../site.tsx';

/** On tablets (768-1023 px) the header shows the mark only, so the whole menu fits on one line. */
export function Logo({ tone = 'dark', compactOnTablet = false }: { tone?: 'dark' | 'light'; compactOnTablet?: boolean }) {
  const { brand } = useSite();
  return (
    <a href="/" className="flex items-center gap-2 rounded-md" aria-label={`${brand.name} home`}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
        <rect width="32" height="32" rx="8" className="fill-brand-600" />
        <path d="M8 22l6-6 4 4 7-9" fill="none" stroke="white" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="25" cy="11" r="2" fill="white" />
      </svg>
      <span
        className={`text-xl font-extrabold tracking-tight ${tone === 'light' ? 'text-white' : 'text-ink-900'} ${compactOnTablet ? 'md:max-lg:sr-only' : ''}`}
      >
        {brand.name}
      </span>
    </a>
  );
}
