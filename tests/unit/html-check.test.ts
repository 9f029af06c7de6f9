// The HTML check runs the W3C Nu HTML Checker (Java). One JVM run checks every fixture, because
// starting Java costs about a second and checking a small file a few milliseconds.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkHtml, htmlFiles, parseVnuReport, type HtmlError } from '../../src/tooling/html-check.ts';
import { createRenderer } from '../../src/entry-server.tsx';
import { fixtureContent } from './helpers.ts';

const doc = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Fixture</title></head><body>${body}</body></html>\n`;

const dir = mkdtempSync(path.join(tmpdir(), 'html-check-'));
const files = {
  // The countdown's old markup: the number before its label, which a dl's div group does not allow.
  ddFirst: path.join(dir, 'dd-first.html'),
  valid: path.join(dir, 'valid.html'),
  // The webinar page as the prerenderer renders it, countdown included.
  webinar: path.join(dir, 'webinar', 'index.html'),
};
let errors: HtmlError[] = [];
const errorsIn = (file: string) => errors.filter((e) => e.file === file);

beforeAll(async () => {
  writeFileSync(files.ddFirst, doc('<dl><div><dd>1</dd><dt>Days</dt></div></dl>'));
  writeFileSync(files.valid, doc('<dl><div><dt>Days</dt><dd>1</dd></div></dl>'));
  const content = fixtureContent();
  const result = await createRenderer(content.site!, content.rendered)('/webinar');
  if (result.kind !== 'html') throw new Error('/webinar redirected');
  mkdirSync(path.dirname(files.webinar), { recursive: true });
  writeFileSync(files.webinar, result.html);
  errors = await checkHtml(htmlFiles(dir));
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the HTML check (W3C Nu HTML Checker)', () => {
  it('finds every .html file under a folder, nested ones too', () => {
    expect(htmlFiles(dir)).toEqual([files.ddFirst, files.valid, files.webinar]);
  });

  it('reports a dd before its dt in a dl group, with the file, line, column and source', () => {
    const found = errorsIn(files.ddFirst);
    expect(found.length).toBeGreaterThan(0);
    expect(found.some((e) => /“dt”/.test(e.message))).toBe(true);
    for (const e of found) {
      expect(e.line).toBe(1);
      expect(e.col).toBeGreaterThan(0);
      expect(e.extract).toMatch(/<d[dt]>/);
    }
  });

  it('finds nothing wrong with a valid file', () => {
    expect(errorsIn(files.valid)).toEqual([]);
  });

  it('finds nothing wrong with the webinar page (its countdown is a dl)', () => {
    expect(errorsIn(files.webinar).map((e) => `${e.line}:${e.col} ${e.message}`)).toEqual([]);
  });

  it('reads the report after any notice Java prints first, and refuses output that is no report', () => {
    const report = JSON.stringify({
      messages: [
        { type: 'error', url: 'file:/tmp/a.html', lastLine: 3, firstColumn: 5, lastColumn: 9, message: 'Bad.', extract: 'x\n  y' },
        { type: 'info', message: 'Fine.' },
      ],
    });
    expect(parseVnuReport(`Picked up JAVA_TOOL_OPTIONS: -Xmx1g\n${report}\n`)).toEqual([
      { file: '/tmp/a.html', line: 3, col: 5, message: 'Bad.', extract: 'x y' },
    ]);
    expect(() => parseVnuReport('Error: Unable to access jarfile')).toThrow(/no report/);
  });
});
