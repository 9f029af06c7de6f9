// A page's data from its file's text, in both studios and the engine: what the text says, or undefined when
// there is no text or it is not JSON (the checks say why; the caller only needs to know there is none).
import { withoutBom } from '../../core/json-source.ts';
import type { PageFile } from '../../generated/page.ts';

/** A page's data from its text, or undefined when there is no text or it is not JSON. */
export function pageData(text: string | undefined): Partial<PageFile> | undefined {
  try {
    return text === undefined ? undefined : (JSON.parse(withoutBom(text)) as Partial<PageFile>);
  } catch {
    return undefined;
  }
}
