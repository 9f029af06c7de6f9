// Every link and local image an editor wrote, wherever it sits in a file: one walk for validation's
// link and image checks and for the SEO rules' link graph.
import { inlineMarkup } from '../../src/ui/inline-markup.ts';

export interface Reference {
  kind: 'link' | 'image';
  value: string;
  pointer: string;
}

export const escapeSegment = (key: string | number) => String(key).replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Every link (href fields and [text](target) in text) and every local image (src fields) in a file.
 * The walk keeps a stack of keys and builds a JSON pointer only for what it finds: it runs over every
 * value of every page, so it must not allocate per value.
 */
export function collectReferences(root: unknown): Reference[] {
  const found: Reference[] = [];
  const trail: (string | number)[] = [];
  const pointer = (last: string | number) => `/${[...trail, last].map(escapeSegment).join('/')}`;
  const visit = (value: unknown, key: string | number): void => {
    if (typeof value === 'string') {
      if (key === 'href') found.push({ kind: 'link', value, pointer: pointer(key) });
      else if (key === 'src' && value.startsWith('/')) found.push({ kind: 'image', value, pointer: pointer(key) });
      else if (value.includes('](')) for (const match of value.matchAll(inlineMarkup)) if (match[3]) found.push({ kind: 'link', value: match[3], pointer: pointer(key) });
    } else if (value !== null && typeof value === 'object') {
      trail.push(key);
      if (Array.isArray(value)) for (let i = 0; i < value.length; i++) visit(value[i], i);
      else for (const k in value) visit((value as Record<string, unknown>)[k], k);
      trail.pop();
    }
  };
  if (root !== null && typeof root === 'object') {
    for (const k in root) visit((root as Record<string, unknown>)[k], k);
  }
  return found;
}
