// Every link and local image an editor wrote, wherever it sits in a file: one walk for validation's
// link and image checks and for the SEO rules' link graph.
import { toPointer, walkJson } from './json-pointer.ts';
import { inlineMarkup } from './inline-markup.ts';
import { readSitePath } from './site-path.ts';

export interface Reference {
  kind: 'link' | 'image';
  value: string;
  pointer: string;
}

/**
 * Every link (href fields and [text](target) in text) and every local image (src fields) in a file, the
 * ones whose address cannot be read too (a % that starts no escape, /../): validation reports those.
 */
export function collectAllReferences(root: unknown): Reference[] {
  const found: Reference[] = [];
  walkJson(root, (value, path) => {
    // Only a value inside the file has a key that makes it a link or an image.
    if (typeof value !== 'string' || !path.length) return;
    const key = path[path.length - 1];
    if (key === 'href') found.push({ kind: 'link', value, pointer: toPointer(path) });
    else if (key === 'src' && value.startsWith('/')) found.push({ kind: 'image', value, pointer: toPointer(path) });
    else if (value.includes(']('))
      for (const match of value.matchAll(inlineMarkup))
        if (match[3]) found.push({ kind: 'link', value: match[3], pointer: toPointer(path) });
  });
  return found;
}

/**
 * The references that can be followed: a path on the site is left out when it cannot be read, so the
 * link graph and the route table only ever see addresses a browser could request.
 */
export function collectReferences(root: unknown): Reference[] {
  return collectAllReferences(root).filter((ref) => !ref.value.startsWith('/') || readSitePath(ref.value).ok);
}
