import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContentAndForms } from '../../src/tooling/content/index.ts';
import { publicDir, root } from '../../src/tooling/paths.ts';
import { fixturePagesDir } from './helpers.ts';

const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const script = path.join(root, 'scripts', 'new-page.ts');

function copyOfPages(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'new-page-'));
  cpSync(fixturePagesDir, dir, { recursive: true });
  return dir;
}

function newPage(dir: string, ...args: string[]): { status: number; output: string } {
  try {
    return {
      status: 0,
      output: execFileSync(tsx, [script, ...args], { env: { ...process.env, PAGES_DIR: dir }, encoding: 'utf8', stdio: 'pipe' }),
    };
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string };
    return { status: e.status, output: e.stdout + e.stderr };
  }
}

/** What an editor does: replace every placeholder with real text that fits its field. */
function fillPlaceholders(value: unknown, name: string, key = '', parent = ''): unknown {
  if (typeof value === 'string' && value.startsWith('TODO:')) {
    if (parent === 'meta' && key === 'title') return `${name}: More Booked Visits | RankHarbor`.padEnd(52, '!').slice(0, 60);
    if (parent === 'meta' && key === 'description')
      return `SEO for ${name}: rank in the map pack for vet near me and emergency vet, and turn more of those searches into booked appointments at your clinic today.`.padEnd(
        152,
        '.',
      );
    if (key === 'menuLabel') return `Vets ${name}`.slice(0, 30);
    return `Specific copy about ${name} for this field`;
  }
  if (Array.isArray(value)) return value.map((v) => fillPlaceholders(v, name, key, parent));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillPlaceholders(v, name, k, key)]));
  return value;
}

describe('npm run new-page', () => {
  it.each([
    ['industry', 'veterinary-seo', 'industries/veterinary-seo.json', '/veterinary-seo'],
    ['service', 'voice-search-seo', 'services/voice-search-seo.json', '/services/voice-search-seo'],
    ['generic', 'partners', 'partners.json', '/partners'],
  ])('%s: writes a page that validation refuses until its placeholders are replaced, then accepts', (kind, slug, file, route) => {
    const dir = copyOfPages();
    const created = newPage(dir, kind, slug);
    expect(created.status).toBe(0);
    expect(created.output).toContain(`for ${route}`);
    const target = path.join(dir, file);
    const page = JSON.parse(readFileSync(target, 'utf8'));
    expect(page.$schema).toMatch(/schema\/page\.schema\.json$/);

    const before = loadContentAndForms({ pagesDir: dir, publicDir }).problems.filter((p) => p.file.endsWith(file));
    expect(before.length).toBeGreaterThan(5);
    expect(before.some((p) => p.pointer === '/meta/title' && p.message.startsWith('Replace this placeholder with real text'))).toBe(true);

    writeFileSync(target, JSON.stringify(fillPlaceholders(page, slug), null, 2));
    if (kind === 'generic') {
      // A page nobody links to fails validation; the editor links it from the footer, as new-page advises.
      const sitePath = path.join(dir, '_site.json');
      const site = JSON.parse(readFileSync(sitePath, 'utf8'));
      site.footer.groups[1].links.push({ label: 'Partners', href: route });
      writeFileSync(sitePath, JSON.stringify(site, null, 2));
    }
    const after = loadContentAndForms({ pagesDir: dir, publicDir });
    expect(after.problems).toEqual([]);
    expect(after.rendered.has(route)).toBe(true);
    if (kind === 'industry')
      expect(after.site!.header.nav.find((n) => n.label === 'Industry')!.items!.some((l) => l.href === route)).toBe(true);
  });

  it('--from: starts from another page of the site, with its sections and each text to write quoting it, refused until written', () => {
    const dir = copyOfPages();
    const created = newPage(dir, 'industry', 'roofing-seo', '--from', '/hvac-seo', '--name', 'Roofing SEO');
    expect(created.output).toContain('for /roofing-seo, with the sections of /hvac-seo');
    const target = path.join(dir, 'industries', 'roofing-seo.json');
    const page = JSON.parse(readFileSync(target, 'utf8'));
    const hvac = JSON.parse(readFileSync(path.join(dir, 'industries', 'hvac-seo.json'), 'utf8'));
    expect(page.blocks.map((b: { type: string }) => b.type)).toEqual(hvac.blocks.map((b: { type: string }) => b.type));
    expect(page.card).toMatchObject({ title: 'Roofing SEO', group: 'industries' });
    expect(page.blocks[0].eyebrow).toBe('Roofing SEO');
    expect(page.blocks[0].title).toBe(`TODO: this page's own words (/hvac-seo says: ${hvac.blocks[0].title})`);
    const placeholders = (JSON.stringify(page).match(/"TODO: /g) ?? []).length;
    const before = loadContentAndForms({ pagesDir: dir, publicDir }).problems.filter((p) => p.file.endsWith('roofing-seo.json'));
    expect(before.filter((p) => p.message.startsWith('Replace this placeholder with real text'))).toHaveLength(placeholders);
    writeFileSync(target, JSON.stringify(fillPlaceholders(page, 'roof'), null, 2));
    expect(loadContentAndForms({ pagesDir: dir, publicDir }).problems.map((p) => p.message)).toEqual([]);
    // A page of another kind is not a start for this one; a page that is not there is said so.
    expect(newPage(dir, 'service', 'x-seo', '--from', '/hvac-seo')).toMatchObject({
      status: 1,
      output: expect.stringMatching(/\/hvac-seo is not a service page/),
    });
    expect(newPage(dir, 'industry', 'y-seo', '--from', '/nowhere')).toMatchObject({
      status: 1,
      output: expect.stringMatching(/No page of the site is at \/nowhere/),
    });
  }, 90_000);

  it('refuses a path that exists, a bad slug and an unknown kind, with a clear message', () => {
    const dir = copyOfPages();
    expect(newPage(dir, 'industry', 'hvac-seo')).toMatchObject({
      status: 1,
      output: expect.stringMatching(/hvac-seo\.json already exists/),
    });
    expect(newPage(dir, 'generic', 'about')).toMatchObject({ status: 1, output: expect.stringMatching(/about\.json already exists/) });
    expect(newPage(dir, 'generic', 'pricing')).toMatchObject({
      status: 1,
      output: expect.stringMatching(/The address \/pricing is already taken/),
    });
    expect(newPage(dir, 'service', 'Bad Slug')).toMatchObject({
      status: 1,
      output: expect.stringMatching(/"Bad Slug" is not a valid slug/),
    });
    expect(newPage(dir, 'blog', 'x')).toMatchObject({ status: 1, output: expect.stringMatching(/Unknown kind "blog"/) });
    // Five runs of the command, each starting Node and compiling the scripts: more than the default 20 s on a busy machine.
  }, 90_000);
});
