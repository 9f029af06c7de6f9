import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface Props {
  href: string;
  className?: string;
  children: ReactNode;
}

/** One link for every target the schema allows: client-side for site paths, a new tab for other sites. */
export function SmartLink({ href, className, children }: Props) {
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  if (href.startsWith('#')) {
    return (
      <a href={href} className={className} onClick={scrollToAnchor}>
        {children}
      </a>
    );
  }
  if (href.startsWith('https://')) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/**
 * A link to a section of the same page glides there (or jumps, for visitors who ask for less motion),
 * updates the address and moves keyboard focus to the section. Without JavaScript it is a plain anchor.
 */
export function scrollToAnchor(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  const id = decodeURIComponent(event.currentTarget.hash.slice(1));
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  history.replaceState(history.state, '', `#${id}`);
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
