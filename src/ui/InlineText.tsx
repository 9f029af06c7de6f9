import type { ReactNode } from 'react';
import { inlineMarkup } from '../core/inline-markup.ts';
import { SmartLink } from './SmartLink.tsx';

/** Renders editor text with **bold** and [links](/path) as React elements; everything else stays plain text, never HTML. */
export function InlineText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(inlineMarkup)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const [, bold, label, href] = match;
    if (bold !== undefined) {
      parts.push(
        <strong key={match.index} className="font-semibold text-current">
          {bold}
        </strong>,
      );
    } else if (label !== undefined && href !== undefined) {
      parts.push(
        <SmartLink key={match.index} href={href} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
          {label}
        </SmartLink>,
      );
    }
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
