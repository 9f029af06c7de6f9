import type { ReactNode } from 'react';
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
