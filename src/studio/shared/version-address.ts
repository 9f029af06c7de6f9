// A version of a page from before its file was moved (by a developer, in git) took its address from the
// file's old name. Brought back into the page's file as it is now, it keeps that address: its own "path"
// is written in, just after "$schema", so restoring it restores its address too (and the save or the
// review adds the redirect from the address the page has now).
import { applyEdits, modify } from 'jsonc-parser';

/** The version's text with `route` as its own address; the text as it was when it has an address of its own or does not parse. */
export function textAtAddress(text: string, route: string): string {
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  const body = text.slice(bom.length);
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return text;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data) || 'path' in data) return text;
  const edits = modify(body, ['path'], route, {
    formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' },
    getInsertionIndex: (keys) => keys.indexOf('$schema') + 1,
  });
  return `${bom}${applyEdits(body, edits)}`;
}
