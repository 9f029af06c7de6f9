// Each page file's own check kept between runs (src/tooling/content/check-cache.ts), and the file digests
// under it (src/tooling/file-digests.ts): a run with kept checks finds exactly what a run without them finds.
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkPageFile } from '../../src/core/content/check.ts';
import { overlaySource } from '../../src/core/content/load.ts';
import { PageCheckCache } from '../../src/tooling/content/check-cache.ts';
import { folderSource, loadContentAndForms } from '../../src/tooling/content/index.ts';
import { FileDigests } from '../../src/tooling/file-digests.ts';
import { publicDir } from '../../src/tooling/paths.ts';
import { fixturePage, writePages } from './helpers.ts';

const folders: string[] = [];
const temporary = (prefix: string) => {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  vi.restoreAllMocks();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** What a run reports and renders, without the count of files checked again. */
const outcome = (content: ReturnType<typeof loadContentAndForms>) => ({
  problems: content.problems,
  routes: content.routes,
  rendered: [...content.rendered],
});

describe('kept checks', () => {
  const pages = () => {
    const dir = writePages({
      'about.json': fixturePage('about', ['/contact']),
      // A problem of the file's own (a placeholder left in), and one only the whole site shows (a link to nowhere).
      'blog/draft.json': fixturePage('draft').replace('Welcome to draft', 'TODO: a headline'),
      'blog/linking.json': fixturePage('linking', ['/nowhere']),
    });
    folders.push(dir);
    return dir;
  };

  it('checks each file once, then again only when it changed, and finds what a run without them finds', () => {
    const dir = pages();
    const folder = temporary('checks-');
    const run = () => loadContentAndForms({ pagesDir: dir, publicDir, keepChecks: { folder, code: 'code 1' } });
    const fresh = () => outcome(loadContentAndForms({ pagesDir: dir, publicDir }));

    const first = run();
    expect(first.checkedAgain).toBe(6);
    expect(first.problems.map((p) => p.message).join('\n')).toMatch(/Replace this placeholder[\s\S]*\/nowhere/);
    expect(outcome(first)).toEqual(fresh());

    const second = run();
    expect(second.checkedAgain).toBe(0);
    expect(outcome(second)).toEqual(fresh());

    // The placeholder replaced: that file is checked again, and its problem is gone; the other file's stays.
    const draft = path.join(dir, 'blog', 'draft.json');
    writeFileSync(draft, readFileSync(draft, 'utf8').replace('TODO: a headline', 'A headline written'));
    const third = run();
    expect(third.checkedAgain).toBe(1);
    expect(outcome(third)).toEqual(fresh());
    expect(third.problems.map((p) => p.message).join('\n')).not.toMatch(/placeholder/);

    // Other code may check differently: every file is checked again.
    expect(loadContentAndForms({ pagesDir: dir, publicDir, keepChecks: { folder, code: 'code 2' } }).checkedAgain).toBe(6);
  });

  it('reads a page file once to check it: the check is of the bytes its key was made from', () => {
    const dir = pages();
    const folder = temporary('checks-');
    const about = path.join(dir, 'about.json');
    const checks = new PageCheckCache(dir, { folder, code: 'code 1' });
    const reads: string[] = [];
    const source = folderSource(dir, checks);
    const counted = { ...source, read: (file: string) => (reads.push(file), source.read(file)) };
    const original = readFileSync(about, 'utf8');
    // The file changes between the digest and the check's read: the check still sees what the key names.
    const digested = checks.checkedFile(about, ['page'], () => {
      writeFileSync(about, original.replace('Welcome to about', 'Changed meanwhile'));
      return checkPageFile(about, counted, ['page']);
    });
    expect(reads).toEqual([about]);
    expect(JSON.stringify(digested.page)).toContain('Welcome to about');
  });

  it('gives each run its own copy: a later step that changes a page changes nothing kept', () => {
    const dir = pages();
    const folder = temporary('checks-');
    const file = path.join(dir, 'about.json');
    const source = folderSource(dir);
    const check = () => checkPageFile(file, source, []);
    const first = new PageCheckCache(dir, { folder, code: 'code' });
    const checked = first.checkedFile(file, [], check);
    first.save();
    checked.page!.blocks.length = 0;
    const again = new PageCheckCache(dir, { folder, code: 'code' });
    const kept = again.checkedFile(file, [], () => {
      throw new Error('checked again, though the file did not change');
    });
    expect(kept.page!.blocks.length).toBeGreaterThan(0);
    expect(kept).toEqual(check());
  });

  it('checks a file given in memory as given (an edit in the studio), and the others as kept', () => {
    const dir = pages();
    const cache = new PageCheckCache(dir, { folder: temporary('checks-'), code: 'code' });
    const about = path.join(dir, 'about.json');
    const contact = path.join(dir, 'contact.json');
    const edited = overlaySource(folderSource(dir, cache), new Map([[about, fixturePage('about again')]]));
    const asked: string[] = [];
    const checkOf = (file: string) => () => (asked.push(file), checkPageFile(file, edited, []));
    edited.checkedFile!(contact, [], checkOf(contact));
    edited.checkedFile!(about, [], checkOf(about));
    edited.checkedFile!(contact, [], checkOf(contact));
    expect(edited.checkedFile!(about, [], checkOf(about)).page!.blocks[0]).toMatchObject({ title: 'Welcome to about again' });
    expect(asked).toEqual([contact, about, about]);
  });

  it('forgets the kept checks of a pages folder that is gone when it keeps a new one', () => {
    const folder = temporary('checks-');
    const [gone, stays, next] = [pages(), pages(), pages()];
    const keep = (dir: string) => loadContentAndForms({ pagesDir: dir, publicDir, keepChecks: { folder, code: 'code' } });
    keep(gone);
    keep(stays);
    expect(readdirSync(folder)).toHaveLength(2);
    rmSync(gone, { recursive: true });
    keep(next);
    expect(readdirSync(folder).sort()).toEqual(
      [stays, next].map((dir) => path.basename(new PageCheckCache(dir, { folder, code: 'code' }).folder)).sort(),
    );
  });
});

describe('file digests', () => {
  it('keeps the digest of a file that has settled, and reads one changed in the last two seconds every time', () => {
    const folder = temporary('digests-');
    const index = path.join(folder, 'index.json');
    const settled = path.join(folder, 'settled.txt');
    const recent = path.join(folder, 'recent.txt');
    const now = Date.now();
    // Modified an hour ago, to the second (as an unpacked or copied file may say).
    const anHourAgo = Math.floor(now / 1000) - 3600;
    writeFileSync(settled, 'one');
    utimesSync(settled, anHourAgo, anHourAgo);
    writeFileSync(recent, 'two');
    const digests = new FileDigests(index);
    // The settled file's change was long ago by the clock; the recent one's is now.
    vi.spyOn(Date, 'now').mockReturnValue(now + 60_000);
    const settledDigest = digests.of(settled);
    vi.spyOn(Date, 'now').mockReturnValue(now);
    digests.of(recent);
    digests.save();
    expect(Object.keys(JSON.parse(readFileSync(index, 'utf8')))).toEqual([settled]);

    // Written again with the same size and modification time: the change time tells, and the bytes are read.
    writeFileSync(recent, 'TWO');
    const before = digests.of(recent);
    writeFileSync(recent, 'owt');
    expect(new FileDigests(index).of(recent)).not.toBe(before);
    // The settled file, unchanged: its kept digest.
    vi.spyOn(Date, 'now').mockReturnValue(now + 60_000);
    expect(new FileDigests(index).of(settled)).toBe(settledDigest);
    // Written again with the same size, and its modification time set back: the change time tells.
    writeFileSync(settled, 'eno');
    utimesSync(settled, anHourAgo, anHourAgo);
    expect(new FileDigests(index).of(settled)).not.toBe(settledDigest);
  });

  it('hands the bytes it read for a digest to the next read of that file once, and never another file’s', () => {
    const folder = temporary('digests-');
    const [a, b] = ['a.txt', 'b.txt'].map((name) => path.join(folder, name));
    writeFileSync(a!, 'first');
    writeFileSync(b!, 'b');
    const digests = new FileDigests(path.join(folder, 'index.json'));
    digests.of(a!);
    // Written again after its digest was made: the bytes handed over are those the digest was made from.
    writeFileSync(a!, 'second');
    expect(digests.takeRead(b!)).toBeUndefined();
    digests.of(a!);
    expect(String(digests.takeRead(a!))).toBe('second');
    expect(digests.takeRead(a!)).toBeUndefined();
    // A digest taken from the kept status reads nothing, so nothing older is handed over.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000);
    digests.of(b!);
    digests.save();
    const again = new FileDigests(path.join(folder, 'index.json'));
    again.of(a!);
    again.of(b!);
    expect(again.takeRead(a!)).toBeUndefined();
    expect(again.takeRead(b!)).toBeUndefined();
  });

  it('forgets the files a run no longer asks about', () => {
    const folder = temporary('digests-');
    const index = path.join(folder, 'index.json');
    const [a, b] = ['a.txt', 'b.txt'].map((name) => path.join(folder, name));
    writeFileSync(a!, 'a');
    writeFileSync(b!, 'b');
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000);
    const digests = new FileDigests(index);
    digests.of(a!);
    digests.of(b!);
    digests.save(new Set([a!]));
    expect(Object.keys(JSON.parse(readFileSync(index, 'utf8')))).toEqual([a]);
  });
});
