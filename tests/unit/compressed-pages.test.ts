// The local server's pages compressed as they are sent: kept by file, encoding and version, within a limit.
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compress } from '../../src/tooling/precompress.ts';
import { CompressedPages } from '../../src/tooling/static-server.ts';

const work = mkdtempSync(path.join(tmpdir(), 'compressed-pages-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A page of about 6 KB that compresses to a few hundred bytes, different for each seed. */
function writePage(name: string, seed: string): string {
  const file = path.join(work, name);
  writeFileSync(file, `<!doctype html><title>${seed}</title>${`<p>${seed} and more words</p>`.repeat(200)}`);
  return file;
}

describe('CompressedPages', () => {
  it('answers the page compressed as the build would, reads it once while it is unchanged', () => {
    const file = writePage('a.html', 'a');
    const pages = new CompressedPages();
    const first = pages.get(file, statSync(file), 'br')!;
    expect(
      first.equals(compress(Buffer.from(`<!doctype html><title>a</title>${'<p>a and more words</p>'.repeat(200)}`), 'br', 'fast')),
    ).toBe(true);
    expect(pages.get(file, statSync(file), 'br')).toBe(first);
    expect(pages.get(file, statSync(file), 'gzip')!.equals(first)).toBe(false);
  });

  it('compresses a changed page again', () => {
    const file = writePage('b.html', 'b');
    const pages = new CompressedPages();
    const first = pages.get(file, statSync(file), 'br')!;
    writePage('b.html', 'bb');
    const second = pages.get(file, statSync(file), 'br')!;
    expect(second).not.toBe(first);
    expect(
      second.equals(compress(Buffer.from(`<!doctype html><title>bb</title>${'<p>bb and more words</p>'.repeat(200)}`), 'br', 'fast')),
    ).toBe(true);
  });

  it('lets the least recently sent go first when the copies outgrow the limit', () => {
    const files = ['c1', 'c2', 'c3'].map((seed) => writePage(`${seed}.html`, seed));
    const one = compress(Buffer.from(`<!doctype html><title>c1</title>${'<p>c1 and more words</p>'.repeat(200)}`), 'br', 'fast').length;
    // Room for two copies, not three.
    const pages = new CompressedPages(one * 2 + 10);
    const [c1, , c3] = files.map((file) => pages.get(file, statSync(file), 'br')!);
    // c1 was the least recently sent: it went when c3 came. c3 is still kept.
    expect(pages.get(files[2]!, statSync(files[2]!), 'br')).toBe(c3);
    expect(pages.get(files[0]!, statSync(files[0]!), 'br')).not.toBe(c1);
  });

  it('keeps no copy of a file that compression would not make smaller, nor of a missing file', () => {
    const tiny = path.join(work, 'tiny.html');
    writeFileSync(tiny, 'x');
    const pages = new CompressedPages();
    expect(pages.get(tiny, statSync(tiny), 'br')).toBeUndefined();
    const gone = writePage('gone.html', 'gone');
    const stats = statSync(gone);
    rmSync(gone);
    expect(pages.get(gone, stats, 'gzip')).toBeUndefined();
  });
});
