import type { ReactNode } from 'react';

interface Props {
  href: string;
  className?: string;
  children: ReactNode;
}

/**
 * One link for every target the schema allows. Site paths are plain links: each is a full page load,
 * made instant by the Speculation Rules the server sends. Other sites open in a new tab.
 */
export function SmartLink({ href, className, children }: Props) {
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

/** A list's items, one link each: the header's menus and the footer's columns. */
export function LinkItems({ links, className }: { links: readonly { href: string; label: string }[]; className: string }) {
  return links.map((link) => (
    <li key={link.href}>
      <SmartLink href={link.href} className={className}>
        {link.label}
      </SmartLink>
    </li>
  ));
}
