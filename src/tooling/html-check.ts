// HTML validity with the W3C Nu HTML Checker (vnu.jar from the vnu-jar package), the checker outside
// reviewers run: a JavaScript reimplementation would miss whole classes of errors (content models,
// attribute values, ARIA rules), so the build is checked by the reference implementation itself.
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface HtmlError {
  /** Absolute path of the checked file (or the path vnu named, when it is not a file URL). */
  file: string;
  line: number;
  col: number;
  message: string;
  /** The few characters of source around the error, as vnu quotes them. */
  extract: string;
}

/** What a missing Java says, as one sentence a person can act on. */
export const javaMissing = 'The HTML check needs Java (11 or later): install it with `apt-get install -y default-jre-headless`.';

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  message?: string;
  extract?: string;
  lastLine?: number;
  firstLine?: number;
  firstColumn?: number;
  lastColumn?: number;
}

/** The path of vnu.jar: the package exports it as a String object. */
export function vnuJarPath(): string {
  return String(createRequire(import.meta.url)('vnu-jar'));
}

/** Every .html file under a folder, sorted, so the report's order is stable. */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function fileOf(url: string | undefined): string {
  if (!url) return '(unknown file)';
  try {
    return url.startsWith('file:') ? fileURLToPath(url) : url;
  } catch {
    return url;
  }
}

/** vnu writes its JSON report to stderr; the JVM may print notices (JAVA_TOOL_OPTIONS) on lines before it. */
export function parseVnuReport(stderr: string): HtmlError[] {
  const start = stderr.search(/^\{/m);
  let messages: VnuMessage[] | undefined;
  try {
    if (start >= 0) messages = (JSON.parse(stderr.slice(start)) as { messages?: VnuMessage[] }).messages;
  } catch {
    // Not a report: said below with what Java printed.
  }
  if (!Array.isArray(messages)) throw new Error(`The HTML checker gave no report:\n${stderr.trim()}`);
  // --errors-only leaves errors, plus non-document errors (a file it could not read): both fail the check.
  return messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map((m) => ({
      file: fileOf(m.url),
      line: m.lastLine ?? m.firstLine ?? 0,
      col: m.firstColumn ?? m.lastColumn ?? 0,
      message: m.message ?? m.subType ?? m.type,
      extract: (m.extract ?? '').replace(/\s+/g, ' ').trim(),
    }));
}

/**
 * Checks the files in one JVM run (starting Java costs about a second, checking a page a few
 * milliseconds) and resolves to their errors, empty when every file is valid. The file names go as
 * arguments, never through a shell.
 */
export function checkHtml(files: string[]): Promise<HtmlError[]> {
  if (!files.length) return Promise.resolve([]);
  const args = ['-jar', vnuJarPath(), '--errors-only', '--format', 'json', ...files];
  return new Promise((resolve, reject) => {
    execFile('java', args, { maxBuffer: 256 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (error && (error as NodeJS.ErrnoException).code === 'ENOENT') {
        reject(new Error(javaMissing));
        return;
      }
      // vnu exits 1 when it finds errors; the report says which, so only a missing report is a failure here.
      try {
        resolve(parseVnuReport(stderr));
      } catch (parseError) {
        reject(error ? new Error(`${(parseError as Error).message}\n(java: ${error.message})`) : parseError);
      }
    });
  });
}
