import { JsonSource } from '../json-source.ts';
import type { Problem } from '../problem.ts';
import type { ContentHost } from './host.ts';

export type { Problem };

/** A file and, when it was parsed, its text, so a pointer in it can be given a line and column. */
export interface Located {
  file: string;
  source?: JsonSource;
}

/** The problems of one check, each naming its file as the host does. */
export class ProblemCollector {
  readonly items: Problem[] = [];

  constructor(private readonly host: Pick<ContentHost, 'displayPath'>) {}

  /** How a problem names a file. */
  name(file: string): string {
    return this.host.displayPath(file);
  }

  add(file: Located, pointer: string, message: string, key?: string, fixedElsewhere?: true): void {
    const position = file.source ? file.source.locate(pointer, key) : { line: 1, col: 1 };
    this.items.push({ file: this.name(file.file), ...position, pointer, message, ...(fixedElsewhere ? { fixedElsewhere } : {}) });
  }

  /** In the order editors read them: by file, then by position in it. */
  sort(): void {
    this.items.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
  }
}

/**
 * Positions are only needed for problems, so a file checked earlier is read again only when one is found
 * in it, and then once.
 */
export function locator(read: (file: string) => string): (file: string) => Located {
  const sources = new Map<string, JsonSource>();
  return (file) => {
    let source = sources.get(file);
    if (!source) sources.set(file, (source = new JsonSource(read(file))));
    return { file, source };
  };
}
