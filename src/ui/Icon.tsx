import { createContext, useContext } from 'react';
import type { IconName } from '../generated/page.ts';

/** The drawings of the icons a page uses, sent with its data by the build (see src/core/icons.ts). */
export const PageIcons = createContext<Partial<Record<IconName, string>>>({});

/** A decorative icon: hidden from screen readers, because the text beside it already says what it means. */
export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  const markup = useContext(PageIcons)[name] ?? '';
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
      // Markup drawn at build time from the icon library, never from page text.
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
