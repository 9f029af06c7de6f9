import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx inside react-jsonschema-form (see vite.config.ts). rjsf only parses
 * markdown when a form opts in with `enableMarkdownInDescription`, which ours never do; its other uses
 * are developer error notes. Text is shown as written, and the form chunk is about 12 KB lighter.
 */
export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <>{children}</>;
}
