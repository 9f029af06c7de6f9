// A page's history on this computer, from git: its versions newest first a page at a time, each with the
// page as it was just before, and one version brought back with a photo deleted since.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageHistory, pageVersion, versionsPerPage } from '../../src/studio/local/server/history.ts';
import { answerSave } from '../../src/studio/local/server/save.ts';
import { fingerprint } from '../../src/studio/local/server/files.ts';
import { studioAnswer } from './helpers.ts';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function repository() {
  const top = mkdtempSync(path.join(tmpdir(), 'studio-history-'));
  made.push(top);
  const env = { ...process.env, HOME: top, GIT_CONFIG_GLOBAL: path.join(top, '.none'), GIT_CONFIG_NOSYSTEM: '1' };
  const git = (...args: string[]) => execFileSync('git', args, { cwd: top, env, encoding: 'utf8' }).trim();
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'Editor');
  git('config', 'user.email', 'editor@example.com');
  cpSync('pages', path.join(top, 'pages'), { recursive: true });
  cpSync('photos', path.join(top, 'photos'), { recursive: true });
  git('add', '.');
  git('commit', '-q', '-m', 'Site');
  const pages = path.join(top, 'pages');
  /** A commit of the about page with its headline changed to `title`, by `author`. */
  const commitTitle = (title: string, author = 'Editor') => {
    const file = path.join(pages, 'about.json');
    const page = JSON.parse(readFileSync(file, 'utf8'));
    page.blocks[0].title = title;
    writeFileSync(file, `${JSON.stringify(page, null, 2)}\n`);
    git('-c', `user.name=${author}`, 'commit', '-q', '-am', title);
  };
  return { top, git, pages, commitTitle };
}

describe('the history of a page on this computer', () => {
  it('lists the versions newest first, each with its author, date, text and the page before it', async () => {
    const { pages, commitTitle } = repository();
    commitTitle('First new headline', 'Maya');
    commitTitle('Second new headline', 'Jo');
    const { versions, next } = await pageHistory('about.json', pages);
    expect(next).toBeUndefined();
    expect(versions.map((v) => v.author)).toEqual(['Jo', 'Maya', 'Editor']);
    expect(JSON.parse(versions[0]!.text).blocks[0].title).toBe('Second new headline');
    expect(JSON.parse(versions[0]!.before!.text).blocks[0].title).toBe('First new headline');
    expect(versions[0]!.route).toBe('/about');
    expect(new Date(versions[0]!.date).getTime()).toBeGreaterThan(0);
    // The first version made the page: nothing before it.
    expect(versions[2]!.before).toBeUndefined();
  });

  it('reads a page of versions at a time, and the next page from where the first ended', async () => {
    const { pages, commitTitle } = repository();
    for (let i = 1; i <= versionsPerPage + 2; i++) commitTitle(`Headline ${i}`);
    const first = await pageHistory('about.json', pages);
    expect(first.versions).toHaveLength(versionsPerPage);
    expect(first.next).toBeDefined();
    // The oldest shown still knows the page before it (the first of the next page).
    expect(JSON.parse(first.versions.at(-1)!.before!.text).blocks[0].title).toBe('Headline 2');
    const second = await pageHistory('about.json', pages, first.next);
    expect(second.versions.map((v) => JSON.parse(v.text).blocks[0].title)).toEqual([
      'Headline 2',
      'Headline 1',
      JSON.parse(readFileSync('pages/about.json', 'utf8')).blocks[0].title,
    ]);
    expect(second.next).toBeUndefined();
  });

  it('brings a version back with a photo deleted since, which is kept once the page is saved showing it', async () => {
    const { pages, top, git } = repository();
    const old = git('rev-parse', 'HEAD');
    const aboutFile = path.join(pages, 'about.json');
    const page = JSON.parse(readFileSync(aboutFile, 'utf8'));
    const photo = path.join(top, 'photos', 'about', 'team-workshop.jpg');
    const hero = page.blocks[0];
    delete hero.image;
    writeFileSync(aboutFile, `${JSON.stringify(page, null, 2)}\n`);
    rmSync(photo);
    git('commit', '-q', '-am', 'No photo at the top');

    const version = await pageVersion('about.json', old, pages);
    expect(version.photos).toEqual(['about/team-workshop.jpg']);
    expect(existsSync(photo)).toBe(true);
    const restored = JSON.parse(version.text!);
    const saved = await answerSave({ file: 'about.json', data: restored, base: fingerprint(readFileSync(aboutFile, 'utf8')) }, pages);
    expect(saved.status).toBe(200);
    expect(existsSync(photo)).toBe(true);
    // The page and its photo are back as they were in that version: nothing left to commit but the photo's return.
    expect(JSON.parse(readFileSync(aboutFile, 'utf8'))).toEqual(JSON.parse(git('show', `${old}:pages/about.json`)));
    expect(git('status', '--porcelain', '--', 'photos')).toBe('?? photos/about/team-workshop.jpg');
  });

  it('restores a version at the address the page had: saved, the page is back there and its later address leads to it', async () => {
    const { pages, git } = repository();
    const aboutFile = path.join(pages, 'about.json');
    const text = readFileSync(aboutFile, 'utf8');
    // The page moved to /about-us (saved as the studio saves a rename: with a redirect from /about), and went live.
    const renamed = await answerSave(
      { file: 'about.json', data: { ...JSON.parse(text), path: '/about-us' }, base: fingerprint(text) },
      pages,
    );
    expect(renamed.body.redirect).toEqual({ from: '/about', to: '/about-us' });
    git('add', '.');
    git('commit', '-q', '-m', 'About at /about-us');
    const { versions } = await pageHistory('about.json', pages);
    expect(versions[0]).toMatchObject({ route: '/about-us', before: { route: '/about' } });

    const version = await pageVersion('about.json', versions[1]!.id, pages);
    const now = readFileSync(aboutFile, 'utf8');
    const restored = await answerSave({ file: 'about.json', data: JSON.parse(version.text!), base: fingerprint(now) }, pages);
    expect(restored.status).toBe(200);
    expect(restored.body.redirect).toEqual({ from: '/about-us', to: '/about' });
    // No redirect from the page's own address is left; the one from the later address leads to it.
    const redirects = path.join(pages, '_redirects');
    expect(existsSync(path.join(redirects, 'about.json'))).toBe(false);
    expect(JSON.parse(readFileSync(path.join(redirects, 'about-us.json'), 'utf8'))).toMatchObject({ from: '/about-us', to: '/about' });
  });

  it('follows the page back through its file moved by hand: the versions from before, each at the address it had, one brought back at it', async () => {
    const { pages, git, commitTitle, top } = repository();
    commitTitle('Before the move');
    // A developer moved the file (its name gives the address): the page is at /about-us since.
    git('mv', 'pages/about.json', 'pages/about-us.json');
    git('commit', '-q', '-m', 'About at /about-us');
    const moved = path.join(pages, 'about-us.json');
    for (let i = 1; i < versionsPerPage; i++) {
      const page = JSON.parse(readFileSync(moved, 'utf8'));
      page.blocks[0].title = `After the move ${i}`;
      writeFileSync(moved, `${JSON.stringify(page, null, 2)}\n`);
      git('commit', '-q', '-am', `After the move ${i}`);
    }
    const first = await pageHistory('about-us.json', pages);
    expect(first.versions).toHaveLength(versionsPerPage);
    // The oldest of the first page is the move: the page before it is the one at the old address.
    const move = first.versions.at(-1)!;
    expect(move).toMatchObject({ route: '/about-us', before: { route: '/about' } });
    expect(JSON.parse(move.before!.text).blocks[0].title).toBe('Before the move');
    const second = await pageHistory('about-us.json', pages, first.next);
    expect(second.versions.map((v) => [JSON.parse(v.text).blocks[0].title, v.route])).toEqual([
      ['Before the move', '/about'],
      [JSON.parse(readFileSync('pages/about.json', 'utf8')).blocks[0].title, '/about'],
    ]);
    expect(second.next).toBeUndefined();

    // Brought back, the version from before the move keeps its address; saved, the page is there again and /about-us leads to it.
    const version = await pageVersion('about-us.json', second.versions[0]!.id, pages);
    const restored = JSON.parse(version.text!);
    expect(restored.path).toBe('/about');
    expect(restored.blocks[0].title).toBe('Before the move');
    expect(Object.keys(restored).slice(0, 2)).toEqual(['$schema', 'path']);
    const saved = await answerSave({ file: 'about-us.json', data: restored, base: fingerprint(readFileSync(moved, 'utf8')) }, pages);
    expect(saved.status).toBe(200);
    expect(saved.body.redirect).toEqual({ from: '/about-us', to: '/about' });
    expect(JSON.parse(readFileSync(path.join(top, 'pages', '_redirects', 'about-us.json'), 'utf8'))).toMatchObject({
      from: '/about-us',
      to: '/about',
    });
  });

  it('answers no version for a commit that is not one', async () => {
    const { pages } = repository();
    expect(await pageVersion('about.json', '0'.repeat(40), pages)).toEqual({ error: 'There is no such version of this page.' });
  });

  it('reads only page files: a place in the list of versions that names another file, or that this studio did not give out, is refused', async () => {
    const { pages, git, commitTitle } = repository();
    for (let i = 1; i <= versionsPerPage + 1; i++) commitTitle(`Headline ${i}`);
    const head = git('rev-parse', 'HEAD');
    const { next } = await pageHistory('about.json', pages);
    expect(next).toBeDefined();
    const saved = process.env.PAGES_DIR;
    process.env.PAGES_DIR = pages;
    try {
      const history = (file: string, from: string) =>
        studioAnswer<{ versions?: { text: string }[]; error?: string }>({
          url: `/_editor/api/history?${new URLSearchParams({ file, next: from })}`,
          method: 'GET',
          headers: { host: '127.0.0.1:5173' },
        });
      const packageText = readFileSync(path.join('package.json'), 'utf8');
      for (const from of [
        `${head}:package.json`,
        `${head}:pages/../package.json`,
        `${head}:pages/_site.json`,
        // A place given out for this page, its file name changed; and one given out for another page.
        next!.replace(/:pages\/about\.json$/, ':pages/contact.json'),
      ]) {
        const { status, body } = await history('about.json', from);
        expect(status, from).toBe(400);
        expect(body.versions, from).toBeUndefined();
        expect(JSON.stringify(body)).not.toContain('devDependencies');
        expect(body.error).toBe('The older versions of this page could not be read. Close the history and open it again.');
      }
      expect((await history('contact.json', next!)).status).toBe(400);
      // What the studio gave out for this page reads on.
      const { status, body } = await history('about.json', next!);
      expect(status).toBe(200);
      expect(body.versions!.length).toBeGreaterThan(0);
      expect(body.versions!.some((v) => v.text === packageText)).toBe(false);
    } finally {
      if (saved === undefined) delete process.env.PAGES_DIR;
      else process.env.PAGES_DIR = saved;
    }
  });

  it('stops at a file moved into pages/ from elsewhere: what it held before is not a version of the page', async () => {
    const { pages, git, top } = repository();
    // A page's text with a secret in it, kept outside pages/, then moved into pages/ (its secret taken out on the way).
    const page = readFileSync(path.join(pages, 'thanks.json'), 'utf8');
    writeFileSync(path.join(top, '.env'), page.replace('{', '{\n  "secret": "API_KEY=hunter2",'));
    git('add', '.env');
    git('commit', '-q', '-m', 'Settings');
    git('mv', '.env', 'pages/moved.json');
    writeFileSync(path.join(pages, 'moved.json'), page.replace(/"title": "[^"]*"/, '"title": "Moved in"'));
    git('commit', '-q', '-am', 'Moved into pages');
    expect(git('log', '--follow', '--name-status', '--format=%s', '--', 'pages/moved.json')).toMatch(/R\d+\s+\.env\s+pages\/moved\.json/);

    const { versions, next } = await pageHistory('moved.json', pages);
    expect(next).toBeUndefined();
    expect(versions).toHaveLength(1);
    expect(versions[0]!.before).toBeUndefined();
    expect(JSON.stringify(versions)).not.toContain('hunter2');
    // Nor can the commit before be brought back as a version.
    const settings = git('rev-parse', 'HEAD~1');
    expect(await pageVersion('moved.json', settings, pages)).toEqual({ error: 'There is no such version of this page.' });
  });

  it('never writes a photo back through a link in photos/ to a folder outside the project', async () => {
    const { pages, top, git } = repository();
    const outside = mkdtempSync(path.join(tmpdir(), 'studio-history-outside-'));
    made.push(outside);
    // A version of the page shows photos/linked/team.jpg; then photos/linked became a committed link to a folder outside, and the photo went.
    const aboutFile = path.join(pages, 'about.json');
    const page = JSON.parse(readFileSync(aboutFile, 'utf8'));
    mkdirSync(path.join(top, 'photos', 'linked'));
    cpSync(path.join(top, 'photos', 'about', 'team-workshop.jpg'), path.join(top, 'photos', 'linked', 'team.jpg'));
    page.blocks[0].image = { ...page.blocks[0].image, src: 'linked/team.jpg' };
    writeFileSync(aboutFile, `${JSON.stringify(page, null, 2)}\n`);
    git('add', '.');
    git('commit', '-q', '-m', 'A photo in linked/');
    const old = git('rev-parse', 'HEAD');
    delete page.blocks[0].image;
    writeFileSync(aboutFile, `${JSON.stringify(page, null, 2)}\n`);
    rmSync(path.join(top, 'photos', 'linked'), { recursive: true });
    symlinkSync(outside, path.join(top, 'photos', 'linked'));
    git('add', '-A');
    git('commit', '-q', '-m', 'No photo; photos/linked a link');

    const version = await pageVersion('about.json', old, pages);
    expect(version.error).toBeUndefined();
    expect(version.photos).toEqual([]);
    expect(readdirSync(outside)).toEqual([]);
  });
});
