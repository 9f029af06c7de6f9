// A photo added in the studio: who may send one, what is taken (by its bytes, up to 20 MB), how it is
// stored (upright, at most 2,560 px wide, without camera data, under a clean name that never replaces
// another photo), and that publishing the page sends the photo with it.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photosFor } from '../../src/tooling/photos/folders.ts';
import { answerPublish, localPreview as publishPreview } from '../../src/studio/local/server/publish-saved.ts';
import { answerSave } from '../../src/studio/local/server/save.ts';
import { removeUnsavedPhotos, uploadPhoto } from '../../src/studio/local/server/photos.ts';
import { maxPhotoBytes } from '../../src/core/content/photos.ts';
import { photosLeftBehind } from '../../src/core/photos/places.ts';
import { blockBuilds } from '../../src/generated/block-builds.ts';
import { fingerprint } from '../../src/studio/local/server/files.ts';
import { storePhoto } from '../../src/studio/local/server/photo-upload.ts';
import { cleanPhotoName, photoFolderFor, photoKind } from '../../src/core/photos/naming.ts';
import { RequestError } from '../../src/studio/local/server/request.ts';
import { fixturePagesDir } from './helpers.ts';

const temp = (prefix: string) => mkdtempSync(path.join(tmpdir(), prefix));

/** A site copy: its pages/ beside an empty photos/ place, as the studio finds them. */
function site() {
  const top = temp('studio-photo-site-');
  cpSync(fixturePagesDir, path.join(top, 'pages'), { recursive: true });
  return { top, pages: path.join(top, 'pages'), photos: path.join(top, 'photos') };
}

/** A photo with some detail (a gradient), so an encoder cannot shrink it to nothing. */
const photo = (width: number, height: number) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#1f5ae6"/><stop offset="1" stop-color="#f5a524"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#fff"/></svg>`),
  );

const own = {
  host: '127.0.0.1:5173',
  origin: 'http://127.0.0.1:5173',
  'content-type': 'application/octet-stream',
  'sec-fetch-site': 'same-origin',
};

/** A request as the server receives it: headers, the socket's port, and the body in chunks. */
function request(body: Buffer, headers: Record<string, string> = own) {
  const stream = Readable.from(body.length ? [body.subarray(0, body.length >> 1), body.subarray(body.length >> 1)] : []);
  return Object.assign(stream, { headers, socket: { localPort: 5173 } }) as never;
}
const query = (page: string, name: string) => new URLSearchParams({ page, name });

describe('who may send a photo, and what is taken', () => {
  it('refuses another site, and a request that is not a photo upload', async () => {
    const { pages, photos } = site();
    const jpeg = await photo(900, 600).jpeg().toBuffer();
    for (const headers of [
      { ...own, origin: 'https://evil.example' },
      { ...own, 'sec-fetch-site': 'cross-site' },
      { ...own, host: 'studio.attacker.example:5173', origin: 'http://studio.attacker.example:5173' },
      // A plain form on another page can post this type without the browser asking first.
      { ...own, 'content-type': 'text/plain' },
    ]) {
      const answer = await uploadPhoto(request(jpeg, headers), query('about.json', 'team.jpg'), pages);
      expect(answer.status).toBe(403);
      expect(String(answer.body.error)).toMatch(/^Refused/);
    }
    expect(existsSync(photos)).toBe(false);
  });

  it('refuses a file that is not a picture, whatever its name says', async () => {
    const { pages, photos } = site();
    const text = Buffer.from('<html><script>alert(1)</script></html>');
    await expect(uploadPhoto(request(text), query('about.json', 'holiday.jpg'), pages)).rejects.toMatchObject({
      status: 415,
      message: 'This file is not a JPEG, PNG or WebP photo. Choose a photo in one of those formats.',
    });
    // A GIF and an SVG are pictures, but not ones the build takes.
    const gif = await photo(900, 600).gif().toBuffer();
    await expect(uploadPhoto(request(gif), query('about.json', 'x.png'), pages)).rejects.toMatchObject({ status: 415 });
    expect(existsSync(photos)).toBe(false);
  });

  it('refuses a body over 20 MB, by its declared length and by what arrives', async () => {
    const { pages } = site();
    const big = Buffer.alloc(maxPhotoBytes + 1, 0xff);
    await expect(uploadPhoto(request(big), query('about.json', 'big.jpg'), pages)).rejects.toMatchObject({
      status: 413,
      message: expect.stringMatching(/^This photo is larger than 20 MB/),
    });
    const declared = request(Buffer.from([0xff, 0xd8, 0xff]), { ...own, 'content-length': String(maxPhotoBytes + 1) });
    await expect(uploadPhoto(declared, query('about.json', 'big.jpg'), pages)).rejects.toBeInstanceOf(RequestError);
  });

  it('refuses a page name outside the pages folder', async () => {
    const { pages } = site();
    const jpeg = await photo(900, 600).jpeg().toBuffer();
    await expect(uploadPhoto(request(jpeg), query('../escape.json', 'a.jpg'), pages)).rejects.toThrow(/not a page file name/);
  });

  it('knows a JPEG, a PNG and a WebP by their first bytes', async () => {
    expect(photoKind(await photo(10, 10).jpeg().toBuffer())).toBe('jpeg');
    expect(photoKind(await photo(10, 10).png().toBuffer())).toBe('png');
    expect(photoKind(await photo(10, 10).webp().toBuffer())).toBe('webp');
    expect(photoKind(Buffer.from('RIFF0000WAVE'))).toBeUndefined();
    expect(photoKind(Buffer.from([0xff, 0xd8]))).toBeUndefined();
  });
});

describe('how a photo is stored', () => {
  it('narrows a 3000 × 2000 JPEG to 2560 × 1707, keeps it a JPEG, turns it upright and drops its camera data', async () => {
    const { pages, photos } = site();
    // Stored sideways with the camera's "turn right" flag (orientation 6), as phones do.
    const camera = await photo(2000, 3000)
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Camera owner', Software: 'PhoneCam' } } })
      .toBuffer();
    expect((await sharp(camera).metadata()).orientation).toBe(6);
    const answer = await uploadPhoto(request(camera), query('about.json', 'Team Workshop (Final).JPG'), pages);
    expect(answer).toEqual({ status: 200, body: { src: 'about/team-workshop-final.jpg', width: 2560, height: 1707 } });
    const stored = readFileSync(path.join(photos, 'about', 'team-workshop-final.jpg'));
    const meta = await sharp(stored).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'jpeg', width: 2560, height: 1707 });
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    // Nothing but the photo is left in the folder (no temporary file).
    expect(readdirSync(path.join(photos, 'about'))).toEqual(['team-workshop-final.jpg']);
  });

  it('keeps a smaller photo at its size and in its format', async () => {
    const { photos } = site();
    const png = await photo(1200, 800).png().toBuffer();
    expect(await storePhoto({ bytes: png, name: 'diagram.png', pageFile: 'services/local-seo.json' }, photos)).toEqual({
      src: 'services/diagram.png',
      width: 1200,
      height: 800,
      created: true,
    });
    const webp = await photo(1000, 1000).webp().toBuffer();
    expect(await storePhoto({ bytes: webp, name: 'portrait.webp', pageFile: 'index.json' }, photos)).toMatchObject({
      src: 'home/portrait.webp',
    });
  });

  it('never replaces another photo: the same name gets -2, -3; the same photo again keeps its one file', async () => {
    const { photos } = site();
    const first = await photo(900, 600).jpeg().toBuffer();
    const second = await photo(901, 600).jpeg().toBuffer();
    const third = await photo(902, 600).jpeg().toBuffer();
    const store = (bytes: Buffer) => storePhoto({ bytes, name: 'office.jpg', pageFile: 'about.json' }, photos);
    expect((await store(first)).src).toBe('about/office.jpg');
    expect((await store(second)).src).toBe('about/office-2.jpg');
    expect((await store(third)).src).toBe('about/office-3.jpg');
    expect((await store(first)).src).toBe('about/office.jpg');
    expect(readdirSync(path.join(photos, 'about')).sort()).toEqual(['office-2.jpg', 'office-3.jpg', 'office.jpg']);
    // The first file is the first photo still.
    expect((await sharp(readFileSync(path.join(photos, 'about', 'office.jpg'))).metadata()).width).toBe(900);
  });

  it('a photo chosen and not kept is not left behind: the page saved without it, or the studio stopped, removes it', async () => {
    const { pages, photos } = site();
    const chosen = await uploadPhoto(request(await photo(900, 600).jpeg().toBuffer()), query('about.json', 'first.jpg'), pages);
    const kept = await uploadPhoto(request(await photo(800, 600).jpeg().toBuffer()), query('about.json', 'second.jpg'), pages);
    const abandoned = await uploadPhoto(request(await photo(700, 600).jpeg().toBuffer()), query('careers.json', 'office.jpg'), pages);
    expect(Object.keys(chosen.body)).toEqual(['src', 'width', 'height']);
    const file = (answer: typeof chosen) => path.join(photos, String(answer.body.src));
    // The preview shows a chosen photo before the page is saved: it is in the photos folder meanwhile.
    for (const answer of [chosen, kept, abandoned]) expect(existsSync(file(answer))).toBe(true);
    // The editor changed their mind and saved the page with the second photo.
    const about = path.join(pages, 'about.json');
    const text = readFileSync(about, 'utf8');
    const page = JSON.parse(text);
    page.blocks[0].image = { src: kept.body.src, alt: 'The team at work' };
    expect((await answerSave({ file: 'about.json', data: page, base: fingerprint(text) }, pages)).status).toBe(200);
    expect(existsSync(file(chosen))).toBe(false);
    expect(existsSync(file(kept))).toBe(true);
    // The careers page was never saved with its photo: stopping the studio removes it.
    expect(existsSync(file(abandoned))).toBe(true);
    removeUnsavedPhotos();
    expect(existsSync(file(abandoned))).toBe(false);
    expect(existsSync(file(kept))).toBe(true);
  });

  it('writes only inside the photos folder: never through a folder that is a link', async () => {
    const { photos } = site();
    const outside = temp('studio-photo-outside-');
    mkdirSync(photos);
    symlinkSync(outside, path.join(photos, 'about'));
    const jpeg = await photo(900, 600).jpeg().toBuffer();
    await expect(storePhoto({ bytes: jpeg, name: 'x.jpg', pageFile: 'about.json' }, photos)).rejects.toThrow(/not a plain folder/);
    expect(readdirSync(outside)).toEqual([]);
  });

  it("makes clean names from what an editor's files are called", () => {
    expect(cleanPhotoName('Team Photo (Final).JPG')).toBe('team-photo-final');
    expect(cleanPhotoName('Café_Über  Straße.jpeg')).toBe('cafe-uber-strasse');
    expect(cleanPhotoName('C:\\Users\\me\\Desktop\\IMG_0042.jpg')).toBe('img-0042');
    expect(cleanPhotoName('../../etc/passwd')).toBe('passwd');
    expect(cleanPhotoName('写真.png')).toBe('');
    expect(cleanPhotoName(`${'a'.repeat(80)}.jpg`)).toHaveLength(60);
    expect(photoFolderFor('about.json')).toBe('about');
    expect(photoFolderFor('industries/hvac-seo.json')).toBe('industries');
    expect(photoFolderFor('index.json')).toBe('home');
  });

  it('names a photo whose file name has no usable letters after its page', async () => {
    const { photos } = site();
    const jpeg = await photo(900, 600).jpeg().toBuffer();
    expect((await storePhoto({ bytes: jpeg, name: '写真.jpg', pageFile: 'about.json' }, photos)).src).toBe('about/about-photo.jpg');
  });
});

describe('a page with a new photo', () => {
  it('validates once the photo is stored, and publishing commits the photo with the page', async () => {
    const { top, pages } = site();
    const env = { HOME: top, GIT_CONFIG_GLOBAL: path.join(top, '.gitconfig-none'), GIT_CONFIG_NOSYSTEM: '1' };
    const git = (...args: string[]) => execFileSync('git', args, { cwd: top, env: { ...process.env, ...env }, encoding: 'utf8' }).trim();
    git('init', '-q', '-b', 'main');
    git('config', 'user.name', 'Editor');
    git('config', 'user.email', 'editor@example.com');
    git('add', '.');
    git('commit', '-q', '-m', 'Site');
    expect(photosFor(pages)).toBe(path.join(top, 'photos'));

    const file = path.join(pages, 'about.json');
    const text = readFileSync(file, 'utf8');
    const page = JSON.parse(text);
    page.blocks[0].image = { src: 'about/team-at-work.jpg', alt: 'The team at work around a long table' };
    // Not there yet: the save names the missing file.
    const missing = await answerSave({ file: 'about.json', data: page, base: fingerprint(text) }, pages);
    expect(missing.status).toBe(422);
    expect(JSON.stringify(missing.body.problems)).toContain('The photo about/team-at-work.jpg does not exist');

    const jpeg = await photo(3000, 2000).jpeg().toBuffer();
    const uploaded = await uploadPhoto(request(jpeg), query('about.json', 'Team at work.jpg'), pages);
    expect(uploaded.body).toMatchObject({ src: 'about/team-at-work.jpg' });
    expect((await answerSave({ file: 'about.json', data: page, base: fingerprint(text) }, pages)).status).toBe(200);
    // What Publish will send names the photo, as it names the page's changes.
    expect((await publishPreview('about.json', pages)).summary).toEqual(expect.arrayContaining(['Photo added: about/team-at-work.jpg']));

    // Published as the studio's server would, with this site's own git settings.
    const publishAbout = () => {
      const previous = { HOME: process.env.HOME, GIT_CONFIG_GLOBAL: process.env.GIT_CONFIG_GLOBAL };
      Object.assign(process.env, env);
      return answerPublish('about.json', pages, top)
        .then((answer) => answer.body)
        .finally(() => Object.assign(process.env, previous));
    };
    const result = await publishAbout();
    expect(result).toMatchObject({ ok: true, local: true, branch: 'content/about' });
    expect(git('diff', '--name-only', 'main', 'content/about').split('\n').sort()).toEqual([
      'pages/about.json',
      'photos/about/team-at-work.jpg',
    ]);
    // The committed photo is the stored file, byte for byte.
    const committed = execFileSync('git', ['show', 'content/about:photos/about/team-at-work.jpg'], { cwd: top });
    expect(committed.equals(readFileSync(path.join(top, 'photos', 'about', 'team-at-work.jpg')))).toBe(true);
    // Once in review with those bytes, the photo is not news; a different picture under the same name is.
    const summaryNow = async () => (await publishPreview('about.json', pages)).summary.filter((line) => line.startsWith('Photo'));
    expect(await summaryNow()).toEqual([]);
    writeFileSync(path.join(top, 'photos', 'about', 'team-at-work.jpg'), await photo(1600, 1000).jpeg().toBuffer());
    expect(await summaryNow()).toEqual(['Photo replaced: about/team-at-work.jpg']);

    // Another photo in its place: the one it replaces, which no other page shows, is deleted in the same commit.
    const office = await uploadPhoto(request(await photo(1800, 1200).jpeg().toBuffer()), query('about.json', 'Office.jpg'), pages);
    expect(office.body).toMatchObject({ src: 'about/office.jpg' });
    const saved = readFileSync(file, 'utf8');
    page.blocks[0].image = { src: 'about/office.jpg', alt: 'The office with its long shared table' };
    expect((await answerSave({ file: 'about.json', data: page, base: fingerprint(saved) }, pages)).status).toBe(200);
    expect(await summaryNow()).toEqual(['Photo added: about/office.jpg', 'Photo removed: about/team-at-work.jpg (no page shows it now)']);
    const again = await publishAbout();
    expect(again).toMatchObject({ ok: true, local: true, branch: 'content/about' });
    expect(git('diff', '--name-status', 'content/about~1', 'content/about').split('\n').sort()).toEqual([
      'A\tphotos/about/office.jpg',
      'D\tphotos/about/team-at-work.jpg',
      'M\tpages/about.json',
    ]);
    expect(git('log', '-1', '--format=%B', 'content/about')).toContain('- Photo removed: about/team-at-work.jpg (no page shows it now)');
    // The editor's own copy of the site is left as it was: the file is still on disk, and the checkout untouched.
    expect(existsSync(path.join(top, 'photos', 'about', 'team-at-work.jpg'))).toBe(true);
    expect(git('rev-parse', '--abbrev-ref', 'HEAD')).toBe('main');
  });
});

describe('the photos an edit leaves behind', () => {
  const hero = (src?: string) => ({
    blocks: [{ type: 'hero', title: 'Hi', ...(src ? { image: { src, alt: 'A described photo' } } : {}) }],
  });
  const card = (src: string) => ({
    blocks: [{ type: 'cards', items: [{ title: 'Office', description: 'Where we work.', image: { src, alt: 'The office' } }] }],
  });

  it('are the ones the page showed and no page shows now, its own edit included', () => {
    expect(photosLeftBehind(blockBuilds, hero('a/old.jpg'), hero('a/new.jpg'), [hero('b/other.jpg')])).toEqual(['a/old.jpg']);
    expect(photosLeftBehind(blockBuilds, hero('a/old.jpg'), hero(), [])).toEqual(['a/old.jpg']);
  });

  it('never one another page shows (in any kind of place), one the page still shows, or one it never showed', () => {
    expect(photosLeftBehind(blockBuilds, hero('a/old.jpg'), hero('a/new.jpg'), [card('a/old.jpg')])).toEqual([]);
    expect(
      photosLeftBehind(blockBuilds, { blocks: [...hero('a/old.jpg').blocks, ...card('a/old.jpg').blocks] }, card('a/old.jpg'), []),
    ).toEqual([]);
    expect(photosLeftBehind(blockBuilds, hero(), hero('a/new.jpg'), [])).toEqual([]);
    // A page that is new, deleted, or not a page at all shows nothing.
    expect(photosLeftBehind(blockBuilds, undefined, hero('a/new.jpg'), [undefined, { blocks: 'none' }])).toEqual([]);
  });
});

describe('a photo another page shows, in another page’s folder', () => {
  it('is kept when its own page drops it, while another page shows it saved or in review only, and the summary says so', async () => {
    const { top, pages, photos } = site();
    const env = { HOME: top, GIT_CONFIG_GLOBAL: path.join(top, '.gitconfig-none'), GIT_CONFIG_NOSYSTEM: '1' };
    const git = (...args: string[]) => execFileSync('git', args, { cwd: top, env: { ...process.env, ...env }, encoding: 'utf8' }).trim();
    mkdirSync(path.join(photos, 'about'), { recursive: true });
    for (const name of ['team.jpg', 'office.jpg'])
      writeFileSync(
        path.join(photos, 'about', name),
        await photo(1600, 1000)
          .jpeg({ quality: name === 'team.jpg' ? 80 : 70 })
          .toBuffer(),
      );
    const withHero = (file: string, src?: string) => {
      const page = JSON.parse(readFileSync(path.join(pages, file), 'utf8'));
      if (src) page.blocks[0].image = { src, alt: 'The team around the long table in the office' };
      else delete page.blocks[0].image;
      return page;
    };
    writeFileSync(path.join(pages, 'about.json'), `${JSON.stringify(withHero('about.json', 'about/team.jpg'), null, 2)}\n`);
    git('init', '-q', '-b', 'main');
    git('config', 'user.name', 'Editor');
    git('config', 'user.email', 'editor@example.com');
    git('add', '.');
    git('commit', '-q', '-m', 'Site');
    const save = async (file: string, src?: string) => {
      const text = readFileSync(path.join(pages, file), 'utf8');
      expect((await answerSave({ file, data: withHero(file, src), base: fingerprint(text) }, pages)).status).toBe(200);
    };
    const send = (file: string) => {
      const previous = { HOME: process.env.HOME, GIT_CONFIG_GLOBAL: process.env.GIT_CONFIG_GLOBAL };
      Object.assign(process.env, env);
      return answerPublish(file, pages, top)
        .then((answer) => answer.body)
        .finally(() => Object.assign(process.env, previous));
    };
    const photoLines = async () => (await publishPreview('about.json', pages)).summary.filter((line) => line.startsWith('Photo'));

    // Careers shows the about page's team photo, saved: About's new photo keeps it.
    await save('careers.json', 'about/team.jpg');
    await save('about.json', 'about/office.jpg');
    expect(await photoLines()).toEqual(['Photo kept: about/team.jpg (Careers (/careers) still shows it in its saved changes)']);
    // Careers is sent for review with it, then saved again without it: only its review shows it now.
    expect(await send('careers.json')).toMatchObject({ ok: true, branch: 'content/careers' });
    await save('careers.json');
    expect(await photoLines()).toEqual(['Photo kept: about/team.jpg (Careers (/careers) still shows it in review)']);
    // About sent: the team photo stays, and its review says why.
    expect(await send('about.json')).toMatchObject({ ok: true, branch: 'content/about' });
    expect(git('diff', '--name-status', 'main', 'content/about').split('\n')).toEqual(['M\tpages/about.json']);
    expect(git('log', '-1', '--format=%B', 'content/about')).toContain(
      '- Photo kept: about/team.jpg (Careers (/careers) still shows it in review)',
    );
  });
});
