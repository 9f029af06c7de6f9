// Paths as the content core names files: absolute, with / between folders, on every machine the core runs
// on (Node on Linux or macOS hands it real paths; the studio in the browser, paths under a root of its own).
// Only what the core needs of node:path, so the same code runs in the browser.

const clean = (parts: string[]) => {
  const out: string[] = [];
  for (const part of parts) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (out.length && out[out.length - 1] !== '..') out.pop();
      else out.push('..');
    } else out.push(part);
  }
  return out;
};

export const isAbsolute = (p: string) => p.startsWith('/');

/** The parts joined and tidied (no . or .. left where they can go, no doubled /). */
export function join(...parts: string[]): string {
  const joined = parts.filter(Boolean).join('/');
  const tidy = clean(joined.split('/')).join('/');
  return isAbsolute(joined) ? `/${tidy.replace(/^(\.\.\/?)+/, '')}` : tidy || '.';
}

/** The way from one absolute path to another, as node:path's posix relative(). */
export function relative(from: string, to: string): string {
  const a = clean(from.split('/'));
  const b = clean(to.split('/'));
  let same = 0;
  while (same < a.length && same < b.length && a[same] === b[same]) same++;
  return [...a.slice(same).map(() => '..'), ...b.slice(same)].join('/');
}

export function dirname(p: string): string {
  if (p === '/') return '/';
  const at = p.replace(/\/+$/, '').lastIndexOf('/');
  return at === -1 ? '.' : at === 0 ? '/' : p.slice(0, at);
}

export function basename(p: string, ext?: string): string {
  const base = p.replace(/\/+$/, '').split('/').pop() ?? '';
  return ext && base.endsWith(ext) && base !== ext ? base.slice(0, -ext.length) : base;
}

export const sep = '/';

/** The parts read from right to left until one is absolute, as node:path's resolve() (the core only ever starts from an absolute path). */
export function resolve(...parts: string[]): string {
  const start = parts.findLastIndex((part) => isAbsolute(part));
  return join(...parts.slice(Math.max(0, start)));
}
