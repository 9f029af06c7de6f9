import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FolderEditChecker } from '../../src/tooling/content/edit-check.ts';
import { folderSource, formFileProblems, listPageFiles, loadContentAndForms, nodeCore } from '../../src/tooling/content/index.ts';
import { checkPageFile, unexplainedSchemaFailure } from '../../src/core/content/check.ts';
import { isBlank, wordsPattern } from '../../src/core/blank-text.ts';
import { pagesLeftOut } from '../../src/tooling/content/to-build.ts';
import { maxNesting, nestingTooDeep, scanJsonText } from '../../src/core/json-source.ts';
import { countKeys, duplicateKeys, hiddenCharacters } from '../../src/core/content/hidden-text.ts';
import { displayPath, publicDir, root } from '../../src/tooling/paths.ts';
import { validateSite } from '../../src/tooling/validate-run.ts';
import {
  escapeData,
  escapeProperty,
  formatProblem,
  githubAnnotation,
  repoPath,
  stepSummary,
  summaryRows,
} from '../../src/tooling/report.ts';
import { fixturePage, fixtureSite, problemsFor, validHome, writePages } from './helpers.ts';

const page = (blocks: string, extra = '') => `{
  "$schema": "../schema/page.schema.json",${extra}
  "meta": {
    "title": "A page title",
    "description": "A page description."
  },
  "blocks": [
${blocks}
  ]
}
`;
// In page(), the first line of the blocks argument is line 8 of the file.

const heorMessage =
  '"heor" is not a block type. Did you mean "hero"? Known types: agenda, benefits, bonuses, cards, caseStudies, checklist, countdown, cta, faq, form, hero, logos, pageIndex, pricing, process, resultsTabs, richText, table, testimonials.';

const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const validateScript = path.join(root, 'scripts', 'validate.ts');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The environment for a validate child process, without GitHub Actions' variables unless a test sets them:
 *  a test run inside a workflow must not annotate the pull request or write to the real run's summary. */
function validateEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete env.GITHUB_ACTIONS;
  delete env.GITHUB_STEP_SUMMARY;
  return { ...env, ...extra };
}

/**
 * npm run validate's work on a pages folder, run in this process (src/tooling/validate-run.ts; the
 * command around it is run as a process in 'npm run validate' below): its exit status and what it printed.
 */
async function runValidate(pagesDir: string, extra: Record<string, string> = {}) {
  const printed: string[] = [];
  const status = await validateSite({ pagesDir, env: validateEnv(extra), print: (text) => printed.push(text) });
  const stdout = `${printed.join('\n')}\n`;
  return { status, stdout, lines: stdout.split('\n') };
}

describe('a bad page file fails with file, line and what was meant', () => {
  it('unknown block type: suggests the closest one', () => {
    const [problem, ...rest] = problemsFor({ 'bad.json': page('    { "type": "heor", "title": "Hi" }') });
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ file: expect.stringMatching(/bad\.json$/), line: 8, col: 15, pointer: '/blocks/0/type' });
    expect(problem!.message).toBe(heorMessage);
  });

  it.each([
    ['null', 'null'],
    ['-1', 'the number -1'],
    ['0', 'the number 0'],
    ['2.5', 'the number 2.5'],
    ['true', 'true'],
    ['false', 'false'],
    ['{}', 'a group of fields'],
    ['{ "type": "hero" }', 'a group of fields'],
    ['[]', 'a list'],
    ['["hero"]', 'a list'],
  ])('a block type of %s: the page fails on the type line, never left out without a word', (written, said) => {
    const dir = writePages({ 'bad.json': page(`    { "type": ${written}, "title": "Hi" }`) });
    const content = loadContentAndForms({ pagesDir: dir, publicDir, seoRules: false });
    const [problem, ...rest] = content.problems;
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ file: expect.stringMatching(/bad\.json$/), line: 8, col: 15, pointer: '/blocks/0/type' });
    expect(problem!.message).toBe(
      `A block type must be one of the known types, in double quotes, but it is ${said}. Known types: ${heorMessage.split('Known types: ')[1]}`,
    );
    // The page is not built, and the build is told why: the one problem names it.
    expect(content.rendered.has('/bad')).toBe(false);
    expect(pagesLeftOut(listPageFiles(dir), content, displayPath)).toEqual([]);
  });

  it('a block type differing by case is no block type, with the right one suggested', () => {
    for (const [written, meant] of [
      ['Hero', 'hero'],
      ['HERO', 'hero'],
      ['richtext', 'richText'],
      ['PageIndex', 'pageIndex'],
    ]) {
      const [problem, ...rest] = problemsFor({ 'bad.json': page(`    { "type": "${written}", "title": "Hi" }`) });
      expect(rest).toEqual([]);
      expect(problem).toMatchObject({ line: 8, col: 15, pointer: '/blocks/0/type' });
      expect(problem!.message).toMatch(new RegExp(`^"${written}" is not a block type\\. Did you mean "${meant}"\\?`));
    }
  });

  it('a text piece type that is no text fails on its line too', () => {
    const [problem, ...rest] = problemsFor({
      'bad.json': page('    { "type": "hero", "title": "Hi" },\n    { "type": "richText", "content": [{ "type": null, "text": "Hi" }] }'),
    });
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ line: 9, col: 49, pointer: '/blocks/1/content/0/type' });
    expect(problem!.message).toMatch(/^A text piece type must be one of the known types, in double quotes, but it is null\. Known types: /);
  });

  it.each([
    ['a space', '" "'],
    ['spaces', '"     "'],
    ['a tab', '"\\t"'],
    ['a line break', '"\\n"'],
    ['a Windows line break', '"\\r\\n"'],
    ['a no-break space', '"\u00A0"'],
    ['a figure space', '"\u2007"'],
    ['a narrow no-break space', '"\u202F"'],
    ['an ideographic space', '"\u3000"'],
    ['an em space', '"\u2003"'],
    ['a zero-width space', '"\\u200B"'],
    ['a byte-order mark', '"\\uFEFF"'],
    ['a word joiner', '"\\u2060"'],
    ['all of them', '" \\t\\n\u00A0\u2007\u202F\u3000\\u200B\\uFEFF"'],
  ])('a required text of %s only is blank: a problem on its line, named as the form labels it', (_what, written) => {
    const problems = problemsFor({ 'bad.json': page(`    { "type": "hero", "title": ${written} }`) });
    const blank = problems.filter((p) => p.message.includes('blank'));
    expect(blank).toEqual([
      expect.objectContaining({
        file: expect.stringMatching(/bad\.json$/),
        line: 8,
        col: 32,
        pointer: '/blocks/0/title',
        message: 'Headline is blank: write some words in it (spaces, tabs and line breaks alone do not count).',
      }),
    ]);
    // Beside it, only what no editor shows is named (a zero-width character), on the same field.
    expect(problems.filter((p) => !blank.includes(p)).map((p) => p.pointer)).toEqual(problems.length > 1 ? ['/blocks/0/title'] : []);
  });

  it('a blank text is one problem, not "too short" as well; an empty one is still "must not be empty"', () => {
    const card = (text: string) =>
      page(
        '    { "type": "hero", "title": "Hi" }',
        `\n  "card": { "group": "services", "title": "Card", "description": ${text}, "icon": "zap" },`,
      );
    expect(problemsFor({ 'bad.json': card('"   "') }).map((p) => p.message)).toEqual([
      'Card text is blank: write some words in it (spaces, tabs and line breaks alone do not count).',
    ]);
    expect(problemsFor({ 'bad.json': card('""') }).map((p) => p.message)).toEqual(['Card text is too short: at least 20 characters.']);
    expect(problemsFor({ 'bad.json': page('    { "type": "hero", "title": "" }') }).map((p) => p.message)).toEqual([
      'Headline must not be empty.',
    ]);
  });

  it('texts with words and blanks around them are fine', () => {
    expect(problemsFor({ 'bad.json': page('    { "type": "hero", "title": " Hi\\u00A0there\\n" }') })).toEqual([]);
  });

  it('missing required field: names it and says what it is for', () => {
    const [problem, ...rest] = problemsFor({ 'bad.json': page('    { "type": "benefits", "items": [{ "title": "Fast" }] }') });
    expect(rest).toEqual([]);
    // The problem is the missing field's (so the studio shows it under that field), placed at its group.
    expect(problem).toMatchObject({ line: 8, col: 5, pointer: '/blocks/0/title' });
    expect(problem!.message).toBe('Heading is required. It is: Section heading.');
  });

  it('a focus keyphrase (or other words for it) with a line break is refused: a keyphrase is one line', () => {
    const withMeta = (meta: object) => {
      const data = JSON.parse(fixturePage('keyphrase')) as { meta: object };
      return JSON.stringify({ ...data, meta: { ...data.meta, ...meta } }, null, 2);
    };
    const problems = problemsFor({
      'one.json': withMeta({ keyphrase: 'hvac seo\nPublish on: 1' }),
      'two.json': withMeta({ keyphrase: 'roofing seo', synonyms: ['roof\nrepair seo'] }),
    }).filter((problem) => /\/meta\//.test(problem.pointer ?? ''));
    expect(problems.map((problem) => problem.pointer)).toEqual(['/meta/keyphrase', '/meta/synonyms/0']);
    expect(problems[0]!.message).toMatch(/A keyphrase is one line, as people type it in a search box: remove the line break\.$/);
    expect(problems[1]!.message).toMatch(
      /Other words for the keyphrase are one line each, as people type them in a search box: remove the line break\.$/,
    );
    expect(problemsFor({ 'fine.json': withMeta({ keyphrase: 'hvac seo', synonyms: ['seo for hvac companies'] }) })).toEqual([]);
  });

  it('wrong type: says what was expected and what was found', () => {
    const [problem, ...rest] = problemsFor({ 'bad.json': page('    { "type": "hero", "title": 42 }') });
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ line: 8, col: 32, pointer: '/blocks/0/title' });
    // The field is named as the studio's form labels it; the pointer says where for developers.
    expect(problem!.message).toBe('Headline should be text in double quotes, but it is the number 42.');
  });

  it('unknown property: points at its name and suggests the right one', () => {
    const [missing, problem, ...rest] = problemsFor({ 'bad.json': page('    { "type": "hero", "titel": "Hi" }') });
    expect(rest).toEqual([]);
    expect(missing!.message).toBe("Headline is required. It is: The page's main headline. Every page has exactly one.");
    expect(problem).toMatchObject({ line: 8, col: 23, pointer: '/blocks/0' });
    expect(problem!.message).toMatch(
      /^"titel" is not a field here\. Did you mean "title"\? Fields allowed here: type, id, eyebrow, title,/,
    );
  });

  it('bad link scheme: javascript: is refused with the allowed schemes', () => {
    const [problem, ...rest] = problemsFor({
      'bad.json': page('    { "type": "hero", "title": "Hi", "actions": [{ "label": "Go", "href": "javascript:alert(1)" }] }'),
    });
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ line: 8, pointer: '/blocks/0/actions/0/href' });
    expect(problem!.message).toContain(
      'Links must start with / (a page on this site), # (a section of this page), https://, mailto: or tel:',
    );
  });

  it('bad link scheme inside text: [label](javascript:...) is refused too', () => {
    const [problem] = problemsFor({ 'bad.json': page('    { "type": "cta", "text": "Click [here](javascript:alert(1))" }') });
    expect(problem).toMatchObject({ line: 8, pointer: '/blocks/0/text' });
    expect(problem!.message).toContain('is not allowed');
  });

  it('duplicate path: the second file is told which file has it', () => {
    const [problem, ...rest] = problemsFor({
      'a.json': page('    { "type": "hero", "title": "A" }', '\n  "path": "/same",'),
      'b.json': page('    { "type": "hero", "title": "B" }', '\n  "path": "/same",'),
    });
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ file: expect.stringMatching(/b\.json$/), line: 3, col: 11, pointer: '/path' });
    expect(problem!.message).toMatch(/^The path \/same is already used by .*a\.json\. Each page needs its own path\.$/);
  });

  it('broken internal link: says so and suggests the closest page', () => {
    const [problem, ...rest] = problemsFor({
      'about.json': page('    { "type": "hero", "title": "About" }'),
      'bad.json': page(
        '    { "type": "cards", "items": [{ "title": "T", "description": "D", "link": { "label": "More", "href": "/abuot#team" } }] }',
      ),
    });
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ file: expect.stringMatching(/bad\.json$/), line: 8, pointer: '/blocks/0/items/0/link/href' });
    expect(problem!.message).toBe('The link /abuot leads nowhere: no page, redirect or file has that path. Did you mean /about?');
  });

  it('links to redirects and to public files are fine; a trailing slash is not', () => {
    const problems = problemsFor({
      'ok.json': page(
        '    { "type": "cta", "text": "See [old](/old-home) and [icon](/favicon.svg)", "secondary": { "label": "Home", "href": "/ok/" } }',
      ),
    });
    expect(problems.map((p) => p.message)).toEqual(['Write the link as /ok, without the trailing slash.']);
  });

  it('JSON syntax error: reported with its line and column in plain words', () => {
    const [problem, ...rest] = problemsFor({ 'bad.json': page('    { "type": "hero", "title": "Hi", }') });
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ line: 8, col: 38, pointer: '' });
    expect(problem!.message).toBe(
      'Invalid JSON: a field name in double quotes is expected here (JSON allows no comma before a closing }).',
    );
  });

  it('a page without "$schema" is refused, so every file keeps its editor help', () => {
    const [problem] = problemsFor({
      'bad.json': page('    { "type": "hero", "title": "Hi" }').replace('  "$schema": "../schema/page.schema.json",\n', ''),
    });
    expect(problem).toMatchObject({ line: 1, col: 1, pointer: '/$schema' });
    expect(problem!.message).toMatch(/^Schema file is required\. It is: Points your editor at this schema/);
  });

  it('missing image: names the file it expected', () => {
    const [problem] = problemsFor({
      'bad.json': page('    { "type": "hero", "title": "Hi" }').replace(
        '"description": "A page description."',
        '"description": "A page description.",\n    "image": { "src": "/images/nope.png", "alt": "x", "width": 10, "height": 10 }',
      ),
    });
    expect(problem).toMatchObject({ line: 6, pointer: '/meta/image/src' });
    expect(problem!.message).toBe('The image /images/nope.png does not exist. Put the file in public/images/nope.png or fix the path.');
  });

  it('site config: a redirect to a page that does not exist, and a menu link to nowhere', () => {
    const site = {
      ...fixtureSite,
      redirects: [{ from: '/old', to: '/gone' }],
      header: { ...fixtureSite.header, nav: [{ label: 'Blog', href: '/blgo' }] },
    };
    const messages = problemsFor({}, site).map((p) => `${path.basename(p.file)} ${p.pointer} ${p.message}`);
    expect(messages).toEqual([
      '_site.json /header/nav/0/href The link /blgo leads nowhere: no page, redirect or file has that path.',
      '_site.json /redirects/0/to The redirect target /gone is not a page.',
    ]);
  });

  it('site config: a form service address that is not https is refused in words', () => {
    const site = { ...fixtureSite, forms: { ...fixtureSite.forms, endpoint: 'http://forms.example.com/submit' } };
    const messages = problemsFor({}, site).map((p) => `${path.basename(p.file)} ${p.pointer} ${p.message}`);
    expect(messages).toEqual([
      expect.stringMatching(
        /^_site\.json \/forms\/endpoint .*must start with https:\/\/, so what visitors type is never sent unencrypted\.$/,
      ),
    ]);
    expect(problemsFor({}, fixtureSite)).toEqual([]);
  });

  it('a menu entry must be a link or a group, not both', () => {
    const site = {
      ...fixtureSite,
      header: { ...fixtureSite.header, nav: [{ label: 'Both', href: '/', items: [{ label: 'A', href: '/' }] }] },
    };
    const [problem] = problemsFor({}, site);
    expect(problem!.message).toBe(
      'A menu entry has either an href (a plain link) or items or pages (a dropdown group), not both and not neither.',
    );
  });
});

describe('files that are not what a JSON parser expects', () => {
  const bom = '\uFEFF';

  it('a byte-order mark (Windows editors save one) is accepted, and positions after it are unchanged', () => {
    expect(problemsFor({ 'ok.json': bom + page('    { "type": "hero", "title": "Hi" }') })).toEqual([]);
    const [schema, ...rest] = problemsFor({ 'bad.json': bom + page('    { "type": "heor", "title": "Hi" }') });
    expect(rest).toEqual([]);
    expect(schema).toMatchObject({ line: 8, col: 15, pointer: '/blocks/0/type' });
    const [syntax] = problemsFor({ 'bad.json': bom + page('    { "type": "hero", "title": "Hi", }') });
    expect(syntax).toMatchObject({ line: 8, col: 38, message: expect.stringMatching(/^Invalid JSON: a field name/) });
    // On the first line the mark takes no column either.
    const oneLine =
      '{ "$schema": "../schema/page.schema.json", "meta": { "title": "T", "description": "D" }, "blocks": [{ "type": "heor", "title": "Hi" }] }';
    const [first] = problemsFor({ 'bad.json': bom + oneLine });
    expect(first).toMatchObject({ line: 1, col: oneLine.indexOf('"heor"') + 1, pointer: '/blocks/0/type' });
  });

  it('a byte-order mark: cross-file problems (read again from the file) and the site config too', () => {
    const [taken, ...rest] = problemsFor({
      'a.json': page('    { "type": "hero", "title": "A" }', '\n  "path": "/same",'),
      'b.json': bom + page('    { "type": "hero", "title": "B" }', '\n  "path": "/same",'),
    });
    expect(rest).toEqual([]);
    expect(taken).toMatchObject({ file: expect.stringMatching(/b\.json$/), line: 3, col: 11, pointer: '/path' });
    const dir = writePages({});
    const site = JSON.stringify({ ...fixtureSite, redirects: [{ from: '/old', to: '/gone' }] }, null, 2).split('\n');
    writeFileSync(path.join(dir, '_site.json'), bom + site.join('\n'));
    const line = site.findIndex((l) => l.includes('"/gone"'));
    expect(loadContentAndForms({ pagesDir: dir, publicDir, seoRules: false }).problems).toMatchObject([
      { file: expect.stringMatching(/_site\.json$/), line: line + 1, col: site[line]!.indexOf('"/gone"') + 1, pointer: '/redirects/0/to' },
    ]);
  });

  it('an empty file, or one of blanks only, is said to be empty, at 1:1', () => {
    for (const text of ['', '  \n\t\n', bom]) {
      const [problem, ...rest] = problemsFor({ 'empty.json': text });
      expect(rest).toEqual([]);
      expect(problem).toMatchObject({ file: expect.stringMatching(/empty\.json$/), line: 1, col: 1, pointer: '' });
      expect(problem!.message).toBe('The file is empty: it should be one JSON object, starting with {.');
    }
  });

  it('a file nested 100,000 levels deep is refused in words, where it crosses the limit, closed or not', () => {
    for (const text of ['['.repeat(100_000) + ']'.repeat(100_000), '['.repeat(100_000), '{"a":'.repeat(100_000)]) {
      const [problem, ...rest] = problemsFor({ 'deep.json': text });
      expect(rest).toEqual([]);
      expect(problem).toMatchObject({ file: expect.stringMatching(/deep\.json$/), line: 1, pointer: '' });
      expect(problem!.message).toBe(
        `The file nests values 100000 levels deep, more than the ${maxNesting} allowed (real pages need fewer than 10). Check the [ and { brackets from here on.`,
      );
    }
    // Line 2 opens 70 arrays inside the object: the 64th [ (col 8 + 63) is level 65.
    const [problem] = problemsFor({ 'deep.json': `{\n  "a": ${'['.repeat(70)}${']'.repeat(70)}\n}\n` });
    expect(problem).toMatchObject({ line: 2, col: 71, message: expect.stringContaining('71 levels deep') });
  });

  it('nesting is counted outside text values only, with escapes respected', () => {
    expect(nestingTooDeep(`{ "a": "${'['.repeat(100)}" }`)).toBeUndefined();
    // An escaped quote does not end the text value...
    expect(nestingTooDeep(`["\\"${'['.repeat(100)}"]`)).toBeUndefined();
    // ...an escaped backslash before the quote does.
    expect(nestingTooDeep(`["\\\\"${'['.repeat(100)}"]`)).toMatchObject({ line: 1, col: 5 + maxNesting, depth: 101 });
    expect(nestingTooDeep('['.repeat(maxNesting) + ']'.repeat(maxNesting))).toBeUndefined();
    expect(nestingTooDeep('['.repeat(maxNesting + 1))).toMatchObject({ line: 1, col: maxNesting + 1, depth: maxNesting + 1 });
  });
});

describe('schema defaults', () => {
  it('fill in the standard call to action, so the renderer gets complete data', () => {
    const dir = writePages({ 'x.json': page('    { "type": "cta" }') });
    const { pages, problems } = loadContentAndForms({ pagesDir: dir, publicDir, seoRules: false });
    expect(problems).toEqual([]);
    expect(pages.find((p) => p.path === '/x')?.page.blocks[0]).toEqual({
      type: 'cta',
      title: 'Ready to Grow Your Business with SEO?',
      primary: { label: 'Get Free SEO Audit', href: '/contact' },
      secondary: { label: 'Learn More', href: '/services', context: 'about our SEO services' },
    });
  });
});

describe('npm run validate', () => {
  it('exits 1 and prints file:line:col for a bad page, 0 for good pages', () => {
    const bad = writePages({ 'bad.json': page('    { "type": "heor", "title": "Hi" }') });
    let output = '';
    let status = 0;
    try {
      execFileSync(tsx, [validateScript], { env: validateEnv({ PAGES_DIR: bad }), encoding: 'utf8' });
    } catch (error) {
      ({ stdout: output, status } = error as { stdout: string; status: number });
    }
    expect(status).toBe(1);
    expect(output).toMatch(/bad\.json:8:15 {2}error {2}"heor" is not a block type\. Did you mean "hero"\?/);
    expect(output).toContain('1 problem found');
    const good = execFileSync(tsx, [validateScript], { env: validateEnv({ PAGES_DIR: writePages({}) }), encoding: 'utf8' });
    expect(good).toMatch(/All 3 pages and the site config are valid/);
  });
});

describe('photos no page shows', () => {
  it('are warnings with the file and what to do: the run passes, and GitHub shows each on its file', async () => {
    const photos = mkdtempSync(path.join(tmpdir(), 'validate-photos-'));
    mkdirSync(path.join(photos, 'about'));
    writeFileSync(path.join(photos, 'about', 'old-team.jpg'), 'bytes of a photo nobody shows');
    const pages = writePages({});
    const run = await runValidate(pages, { PHOTOS_DIR: photos });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      'old-team.jpg  warning  No page shows the photo about/old-team.jpg: the site never uses it, but it stays in every copy of the repository. Delete it, or show it on a page.',
    );
    expect(run.stdout).toMatch(/1 warning, above\.$/m);
    // No line of a photo's bytes is printed under it.
    expect(run.stdout).not.toContain('bytes of a photo');
    const inActions = await runValidate(pages, { PHOTOS_DIR: photos, GITHUB_ACTIONS: 'true' });
    expect(inActions.lines.filter((l) => l.startsWith('::'))).toEqual([
      expect.stringMatching(
        /^::warning file=.*old-team\.jpg,line=1,col=1,title=Validation warning::No page shows the photo about\/old-team\.jpg: /,
      ),
    ]);
    // Another pages folder without PHOTOS_DIR (the benchmark's) is not held to the project's photos.
    expect((await runValidate(pages)).stdout).not.toContain('No page shows');
  });
});

describe('the SEO report in validation', () => {
  it('its warnings are warnings on their line of the page file (an ::warning annotation in GitHub); the run passes', async () => {
    const dir = writePages({});
    const run = await runValidate(dir, { SEO_REPORT: '1', GITHUB_ACTIONS: 'true' });
    expect(run.status).toBe(0);
    const meta =
      readFileSync(path.join(dir, 'contact.json'), 'utf8')
        .split('\n')
        .findIndex((l) => l.includes('"meta"')) + 1;
    // The fixture pages have no focus keyphrase: said on the line of their search settings.
    expect(run.lines).toContain(
      `::warning file=${dir.split(path.sep).join('/')}/contact.json,line=${meta},col=11,title=Validation warning at /meta/keyphrase::SEO: The page has no focus keyphrase. Write in “Focus keyphrase” the words people search for to find a page like this one, so the report can check the page uses them.`,
    );
    expect(run.stdout).toMatch(/contact\.json:\d+:\d+ {2}warning {2}SEO: The page has no focus keyphrase/);
    // Another pages folder is not reported unless asked (the tests' and the benchmark's).
    expect((await runValidate(dir)).stdout).not.toContain('SEO:');
  });
});

describe('npm run validate in GitHub Actions', () => {
  /** A temp file standing in for $GITHUB_STEP_SUMMARY, with a line another step wrote before. */
  function summaryFile(): string {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'summary-')), 'step-summary.md');
    writeFileSync(file, 'Earlier step\n');
    return file;
  }
  /** How GitHub names a file outside the repository: its absolute path with forward slashes. */
  const posix = (dir: string) => dir.split(path.sep).join('/');

  it('prints each problem as an ::error line on its file, line and column, and appends a table to the step summary', async () => {
    const dir = writePages({ 'bad.json': page('    { "type": "heor", "title": "Hi" }') });
    const summary = summaryFile();
    const run = await runValidate(dir, { GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summary });
    expect(run.status).toBe(1);
    expect(run.lines.filter((l) => l.startsWith('::'))).toEqual([
      `::error file=${posix(dir)}/bad.json,line=8,col=15,title=Validation error at /blocks/0/type::${heorMessage}`,
    ]);
    // The usual output is still there.
    expect(run.stdout).toContain(`bad.json:8:15  error  ${heorMessage}`);
    expect(run.stdout).toContain('1 problem found in 3 valid page files');
    expect(readFileSync(summary, 'utf8')).toBe(
      [
        'Earlier step',
        '## Page validation',
        '',
        '1 problem found in 3 valid page files and the site config.',
        '',
        '| File | Line | Problem |',
        '| --- | --- | --- |',
        `| ${posix(dir)}/bad.json | 8 | ${heorMessage} |`,
        '',
      ].join('\n'),
    );
  });

  it('escapes %, line breaks, : and , in the annotation, and reports the missing access key as a ::warning', async () => {
    const site = { ...fixtureSite, forms: { ...fixtureSite.forms, accessKey: '' } };
    const written = writePages({ 'bad.json': page('    { "type": "he%ro", "title": "Hi" },\n    { "type": "cta", "x\\ny": 1 }') }, site);
    // A folder whose name has the characters that separate a workflow command's properties.
    const dir = `${written} 100%,a:b`;
    renameSync(written, dir);
    const file = `${posix(written)} 100%25%2Ca%3Ab`;
    const siteLines = JSON.stringify(site, null, 2).split('\n');
    const keyLine = siteLines.findIndex((l) => l.includes('"accessKey"'));
    const keyCol = siteLines[keyLine]!.indexOf('""') + 1;
    const summary = summaryFile();

    const run = await runValidate(dir, { GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summary });
    expect(run.status).toBe(1);
    const commands = run.lines.filter((l) => l.startsWith('::'));
    expect(commands).toHaveLength(3);
    expect(commands[0]).toBe(
      `::error file=${file}/bad.json,line=8,col=15,title=Validation error at /blocks/0/type::"he%25ro" is not a block type. Did you mean "hero"? Known types: agenda, benefits,${heorMessage.split('agenda, benefits,')[1]}`,
    );
    // The key "x\ny" holds a line break: escaped, it keeps the command on one line. The message keeps its : and ,.
    expect(commands[1]).toMatch(
      new RegExp(
        `^::error file=${escapeRegExp(file)}/bad\\.json,line=9,col=22,title=Validation error at /blocks/1::"x%0Ay" is not a field here\\. Fields allowed here: type, id,`,
      ),
    );
    expect(commands[2]).toBe(
      `::warning file=${file}/_site.json,line=${keyLine + 1},col=${keyCol},title=Validation warning at /forms/accessKey::forms.accessKey is empty, so every lead would fail: put the form service's access key for this site in pages/_site.json (forms.accessKey) or set FORM_ACCESS_KEY, then build again.`,
    );

    const text = readFileSync(summary, 'utf8');
    expect(text).toContain(`| ${posix(dir)}/bad.json | 8 | "he%ro" is not a block type.`);
    expect(text).toContain(`| ${posix(dir)}/bad.json | 9 | "x<br>y" is not a field here.`);
    expect(text).toContain(
      `2 problems found in 3 valid page files and the site config.\n\n| File | Line | Problem |\n| --- | --- | --- |\n| ${posix(dir)}/bad.json | 8 |`,
    );
    expect(text).toContain(
      `### 1 warning\n\n| File | Line | Problem |\n| --- | --- | --- |\n| ${posix(dir)}/_site.json | ${keyLine + 1} | forms.accessKey is empty`,
    );
  });

  it('a valid site: no annotation, and the summary says all pages are valid', async () => {
    const summary = summaryFile();
    const run = await runValidate(writePages({}), { GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summary });
    expect(run.status).toBe(0);
    expect(run.lines.filter((l) => l.startsWith('::'))).toEqual([]);
    expect(readFileSync(summary, 'utf8')).toBe('Earlier step\n## Page validation\n\nAll 3 pages and the site config are valid.\n');
  });

  it('outside GitHub Actions: the usual output only, no workflow command', async () => {
    const site = { ...fixtureSite, forms: { ...fixtureSite.forms, accessKey: '' } };
    const run = await runValidate(writePages({ 'bad.json': page('    { "type": "heor", "title": "Hi" }') }, site));
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(`bad.json:8:15  error  ${heorMessage}`);
    expect(run.stdout).toContain('_site.json:');
    expect(run.stdout).not.toMatch(/^::(error|warning)/m);
    expect((await runValidate(writePages({}), { GITHUB_ACTIONS: 'false' })).stdout).not.toMatch(/^::/m);
  });
});

describe('the GitHub report, line by line', () => {
  it('escapes data and property values as GitHub reads them', () => {
    expect(escapeData('100% done\r\nnext: a, b')).toBe('100%25 done%0D%0Anext: a, b');
    expect(escapeProperty('100% done\r\nnext: a, b')).toBe('100%25 done%0D%0Anext%3A a%2C b');
  });

  it('names files from the repository root with forward slashes, whatever the working directory', () => {
    expect(repoPath('../pages/about.json', root, path.join(root, 'scripts'))).toBe('pages/about.json');
    expect(repoPath(path.join('pages', 'industries', 'hvac-seo.json'), root, root)).toBe('pages/industries/hvac-seo.json');
    expect(repoPath(path.join(root, 'pages', '_site.json'), root, tmpdir())).toBe('pages/_site.json');
    const outside = path.join(tmpdir(), 'elsewhere', 'x.json');
    expect(repoPath(outside, root, root)).toBe(outside.split(path.sep).join('/'));
  });

  it('an annotation: severity, file, line, column and title as properties, the message as data', () => {
    const problem = { file: path.join(root, 'pages', 'a,b:c.json'), line: 3, col: 7, pointer: '', message: '50% off:\nnow, today' };
    expect(githubAnnotation(problem)).toBe(
      '::error file=pages/a%2Cb%3Ac.json,line=3,col=7,title=Validation error::50%25 off:%0Anow, today',
    );
    expect(githubAnnotation({ ...problem, pointer: '/a:b,c' }, 'warning')).toBe(
      '::warning file=pages/a%2Cb%3Ac.json,line=3,col=7,title=Validation warning at /a%3Ab%2Cc::50%25 off:%0Anow, today',
    );
  });

  it('the summary table escapes | and keeps each problem on one row; a long list is cut with a count', () => {
    const problem = { file: path.join(root, 'pages', 'x.json'), line: 4, col: 1, pointer: '/a', message: 'Use a | b <b>&</b>\nnext' };
    expect(stepSummary({ problems: [problem], warnings: [], pages: 2 })).toBe(
      [
        '## Page validation',
        '',
        '1 problem found in 2 valid page files and the site config.',
        '',
        '| File | Line | Problem |',
        '| --- | --- | --- |',
        '| pages/x.json | 4 | Use a \\| b &lt;b&gt;&amp;&lt;/b&gt;<br>next |',
        '',
      ].join('\n'),
    );
    expect(stepSummary({ problems: [], warnings: [], pages: 35, caseStudies: 6 })).toBe(
      '## Page validation\n\nAll 35 pages, 6 case studies and the site config are valid.\n',
    );
    const many = stepSummary({ problems: Array.from({ length: summaryRows + 2 }, () => problem), warnings: [], pages: 2 });
    expect(many.split('\n').filter((l) => l.startsWith('| pages/x.json'))).toHaveLength(summaryRows);
    expect(many).toContain(`${summaryRows + 2} problems found`);
    expect(many).toContain("…and 2 more, listed in the step's log.");
  });
});

describe('the printed problem', () => {
  it('shows a long line only around the column, with the caret under the character', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'frame-'));
    const file = path.join(dir, 'long.json');
    const text = `${'a'.repeat(500)}X${'b'.repeat(500)}`;
    writeFileSync(file, `\uFEFF${text}\n`);
    const [, code, caret] = formatProblem({ file, line: 1, col: 501, pointer: '', message: 'm' }).split('\n');
    expect(code!.length).toBeLessThan(130);
    expect(code![caret!.indexOf('^')]).toBe('X');
  });
});

describe('npm run validate on a file nested 100,000 levels deep', () => {
  it('names the file and the problem and exits 1, without a stack trace', () => {
    const dir = writePages({ 'deep.json': '['.repeat(100_000) + ']'.repeat(100_000) });
    const run = spawnSync(process.execPath, ['--import', 'tsx', validateScript], {
      cwd: root,
      env: validateEnv({ PAGES_DIR: dir }),
      encoding: 'utf8',
    });
    const output = `${run.stdout}${run.stderr}`;
    expect(run.status).toBe(1);
    expect(output).toMatch(/deep\.json:1:\d+ {2}error {2}The file nests values 100000 levels deep/);
    expect(output).not.toContain('RangeError');
    expect(output).not.toMatch(/^ {4}at /m);
  });
});

describe('form files', () => {
  it('the two lead forms are valid', () => {
    expect(formFileProblems()).toEqual([]);
  });

  it('a uiSchema entry for a field the form lacks, an incomplete ui:order and a missing message are reported', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'forms-'));
    writeFileSync(
      path.join(dir, 'bad.form.json'),
      JSON.stringify(
        {
          schema: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, email: { type: 'string' } } },
          uiSchema: { 'ui:order': ['name'], emial: { 'ui:placeholder': 'x' } },
          honeypot: 'botcheck',
          messages: {
            subject: 's',
            submit: 's',
            submitting: 's',
            successTitle: 's',
            successText: 's',
            errorTitle: 's',
            noScript: 's',
            honeypotLabel: 's',
          },
        },
        null,
        2,
      ),
    );
    expect(formFileProblems(dir).map((p) => p.message)).toEqual([
      'The uiSchema describes "emial", which is not a field of this form. Did you mean "email"?',
      '"ui:order" must list every field once: name, email.',
      'The message "errorText" is missing.',
    ]);
  });

  it.each([
    [undefined, 'A form needs a "honeypot": the name of its spam-trap field, for example "botcheck".'],
    ['bot check', 'A form needs a "honeypot": the name of its spam-trap field, for example "botcheck".'],
    ['email', 'The honeypot "email" is also a name the form posts; give it a name of its own.'],
    ['access_key', 'The honeypot "access_key" is also a name the form posts; give it a name of its own.'],
  ])('a honeypot of %s is reported', (honeypot, message) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'forms-'));
    const messages = Object.fromEntries(
      ['subject', 'submit', 'submitting', 'successTitle', 'successText', 'errorTitle', 'errorText', 'noScript', 'honeypotLabel'].map(
        (k) => [k, 's'],
      ),
    );
    writeFileSync(
      path.join(dir, 'trap.form.json'),
      JSON.stringify({ schema: { type: 'object', properties: { email: { type: 'string' } } }, uiSchema: {}, honeypot, messages }, null, 2),
    );
    expect(formFileProblems(dir).map((p) => p.message)).toEqual([message]);
  });
});

describe('npm run validate on a site with 500 problems, some of them values pasted whole', () => {
  // 500 pages with a misspelt block type; every 50th is a 200,000-character paste instead.
  const pages: Record<string, string> = {};
  for (let i = 0; i < 500; i++) {
    const type = i % 50 === 7 ? 'x'.repeat(200_000) : 'heor';
    pages[`bad-${i}.json`] = JSON.stringify({
      $schema: '../schema/page.schema.json',
      meta: { title: 'T', description: 'D' },
      blocks: [{ type, title: 'T' }],
    });
  }
  const dir = writePages(pages);

  it('prints every problem and the summary line to a pipe, quoting a pasted value by its start and length', async () => {
    // The command itself, as a process: spawnSync reads its output through a pipe, as CI's log and `| cat` do.
    const child = spawnSync(tsx, [validateScript], { cwd: root, env: validateEnv({ PAGES_DIR: dir }), encoding: 'utf8' });
    const run = { status: child.status, stdout: child.stdout };
    expect(run.status).toBe(1);
    expect(run.stdout.match(/ is not a block type\./g)).toHaveLength(500);
    expect(run.stdout).toMatch(/\n\d+ problems found in \d+ valid page files and the site config \(\d+ ms\)\.\n$/);
    expect(run.stdout).toContain(`"${'x'.repeat(59)}… (200,000 characters)" is not a block type.`);
    expect(run.stdout.length).toBeLessThan(600_000);
  });

  it('keeps GitHub annotations and the step summary within what GitHub takes', async () => {
    const summary = path.join(mkdtempSync(path.join(tmpdir(), 'summary-')), 'summary.md');
    const run = await runValidate(dir, { GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summary });
    const annotations = run.lines.filter((line) => line.startsWith('::error '));
    expect(annotations.length).toBeGreaterThanOrEqual(500);
    expect(Math.max(...annotations.map((line) => line.length))).toBeLessThan(4_000);
    // GitHub refuses a step summary over 1 MiB.
    expect(statSync(summary).size).toBeLessThan(1024 * 1024);
  });
});

describe('what JSON accepts but nobody sees while editing', () => {
  const page = (hero: string) =>
    validHome.replace(/"type": "hero",\n\s*"title": "Welcome to home"/, `"type": "hero",\n        "title": ${hero}`);

  it.each([
    ['a NUL', '"Welcome\\u0000 home"', 'U+0000 NUL at character 8'],
    ['a right-to-left override', '"Welcome \u202Eemoh"', 'U+202E RIGHT-TO-LEFT OVERRIDE at character 9'],
    ['a zero-width space', '"Wel\u200Bcome home"', 'U+200B ZERO WIDTH SPACE at character 4'],
    ['a byte-order mark inside a text', '"Welcome\\uFEFF home"', 'U+FEFF ZERO WIDTH NO-BREAK SPACE (byte-order mark) at character 8'],
    ['half of a character', '"Welcome \\uD83D home"', 'U+D83D, half of a character whose other half is missing at character 9'],
    ['a next-line control', '"Welcome\\u0085 home"', 'U+0085 NEXT LINE at character 8'],
    ['a line separator', '"Welcome\u2028home"', 'U+2028 LINE SEPARATOR at character 8'],
  ])('%s in a text is a problem at its field, named and placed', (_what, hero, named) => {
    const [problem, ...rest] = problemsFor({ 'index.json': page(hero) });
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ file: expect.stringMatching(/index\.json$/), pointer: '/blocks/0/title' });
    expect(problem!.message).toBe(`This text holds ${named}, which no editor shows. Delete it (it often comes with pasted text).`);
  });

  it('an emoji joined with zero-width joiners, tabs and line breaks in a text are fine', () => {
    expect(problemsFor({ 'index.json': page('"Welcome home 👩‍💻\\tand\\nfriends"') })).toEqual([]);
  });

  it('a field written twice in one group is a problem at its second writing, naming the first', () => {
    const twice = validHome.replace('"type": "hero",', '"type": "hero",\n        "title": "First title",');
    const problems = problemsFor({ 'index.json': twice });
    expect(problems).toHaveLength(1);
    const line = twice.split('\n').findIndex((text) => text.includes('"title": "Welcome to home"')) + 1;
    expect(problems[0]).toMatchObject({ pointer: '/blocks/0', line, col: twice.split('\n')[line - 1]!.indexOf('"title"') + 1 });
    expect(problems[0]!.message).toBe(
      `"title" is written twice in this group of fields (first on line ${line - 1}). Only this one counts; delete the one you do not want.`,
    );
  });
});

describe('the one pass over a file before it is parsed', () => {
  it('flags every character the hidden-character check names, written raw or as an escape', () => {
    const missed: string[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      const hex = code.toString(16).padStart(4, '0');
      const raw = String.fromCharCode(code);
      // A raw character JSON refuses (a control character, a quote, a backslash) is only written as an escape.
      const texts = [
        `{"t": "\\u${hex}"}`,
        ...(code >= 0x20 && code !== 0x22 && code !== 0x5c ? [`{"t": "a${raw}b"}`, `{"${raw}": 1}`] : []),
      ];
      for (const text of texts)
        if (hiddenCharacters(JSON.parse(text) as unknown, text).length && !scanJsonText(text).mayHide) missed.push(text);
    }
    for (const escape of ['b', 'f', 'r'])
      expect(scanJsonText(`{"t": "a\\${escape}"}`).mayHide, escape).toBe(hiddenCharacters(JSON.parse(`{"t": "a\\${escape}"}`)).length > 0);
    expect(missed).toEqual([]);
    expect(scanJsonText('{"t": "Welcome home, tab\\t and line\\n \\"quoted\\" \\\\ \\/"}').mayHide).toBe(false);
  });

  it('counts more keys than the parsed objects hold exactly when one is written twice', () => {
    const texts = [
      '{"a": 1, "b": {"a": 2, "c": [{"a": 3}, {"a": 4, "b": 5}]}}',
      '{"a": 1, "b": {"a": 2, "a": 3}}',
      '{"a\\"": "x:", "a\\"" : "y"}',
      '{"__proto__": 1, "list": [ "k", "v" ], "__proto__": 2}',
      '{"a": {}, "b": [[{"x": "\\\\"}], {"x": ":"}]}',
      '{"t": "text: with \\"colons\\": in it", "u" \n : 1}',
    ];
    for (const text of texts) {
      const twice = scanJsonText(text).keys !== countKeys(JSON.parse(text) as unknown);
      expect(twice, text).toBe(duplicateKeys(text).length > 0);
    }
  });
});

describe('addresses the build writes itself', () => {
  it.each([
    ['404.json', {}, '', '/404', 'the not-found page'],
    ['assets/x.json', {}, '', '/assets/x', "the site's scripts, styles and photos"],
    ['studio.json', {}, '', '/studio', 'the page studio on the web'],
    ['studio-notes.json', { path: '/studio/notes' }, '/path', '/studio/notes', 'the page studio on the web'],
  ])('%s is refused before anything is built, in plain words', (name, extra, pointer, route, what) => {
    const depth = name.split('/').length - 1;
    const $schema = `${'../'.repeat(depth + 1)}schema/page.schema.json`;
    const page = JSON.stringify({ ...JSON.parse(fixturePage(name.replace(/\W/g, ''))), $schema, ...extra }, null, 2);
    const problems = problemsFor({ [name]: page });
    expect(problems).toEqual([
      expect.objectContaining({
        pointer,
        message: `The path ${route} is reserved for ${what}, which the build writes there itself. Choose another path.`,
      }),
    ]);
  });

  it('the studio refuses them as validation does', () => {
    const dir = writePages({});
    const answer = new FolderEditChecker(dir, publicDir).check(path.join(dir, 'studio.json'), fixturePage('studio'));
    expect(answer.problems.map((p) => p.message)).toContain(
      'The path /studio is reserved for the page studio on the web, which the build writes there itself. Choose another path.',
    );
  });
});

describe('a page that fails its schema', () => {
  it('is the one problem: links to it are not reported as leading nowhere', () => {
    const contact = JSON.parse(fixturePage('contact'));
    contact.meta.title = 5;
    const problems = problemsFor({ 'contact.json': JSON.stringify(contact, null, 2) });
    expect(problems.map((p) => `${path.basename(p.file)} ${p.pointer}`)).toEqual(['contact.json /meta/title']);
  });
});

describe('texts that must not be empty', () => {
  const blanks = [' ', '\t', '\n', '\r\n', '\u00A0', '\u2007', '\u202F', '\u3000', '\u200B', '\uFEFF', ' \u00A0\t\n'];

  it('must not be blank either: every text with a minimum length in the schemas refuses blanks only', () => {
    const accepting: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (!node || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      if (schema.type === 'string' && Number(schema.minLength) >= 1 && !schema.enum && schema.const === undefined) {
        const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : undefined;
        const taken = blanks.filter((blank) => !pattern || pattern.test(blank));
        if (taken.length) accepting.push(`${where}: ${taken.map((b) => JSON.stringify(b)).join(' ')}`);
      }
      for (const [key, child] of Object.entries(schema)) walk(child, `${where}/${key}`);
    };
    const schemaDir = path.join(root, 'schema');
    const files = readdirSync(schemaDir, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.schema.json') && !file.startsWith('forms'),
    );
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) walk(JSON.parse(readFileSync(path.join(schemaDir, file), 'utf8')), file);
    expect(accepting).toEqual([]);
  });

  it('one pattern says it for them all, and the core knows it by that pattern', () => {
    expect(blanks.every(isBlank)).toBe(true);
    expect(['a', ' a ', '\u00A0é', '👩‍💻', '\u200Bx'].some(isBlank)).toBe(false);
    const hero = JSON.parse(readFileSync(path.join(root, 'schema', 'blocks', 'hero.schema.json'), 'utf8'));
    expect(hero.properties.title.pattern).toBe(wordsPattern);
  });
});

describe('a file that fails its schema for a reason no message describes', () => {
  it('still gets a problem, so it is never left out of the site without one', () => {
    const dir = writePages({ 'about.json': fixturePage('about') });
    const source = folderSource(dir);
    // A quick validator that refuses what the full one accepts: the full one then has no error to describe.
    const host = { ...nodeCore.host, quickValidators: () => ({ ...nodeCore.host.quickValidators(), validatePage: () => false }) };
    const file = path.join(dir, 'about.json');
    const check = checkPageFile(file, { ...source, core: { ...nodeCore, host } }, [path.join(root, 'schema')]);
    expect(check.route).toBeUndefined();
    expect(check.problems).toEqual([expect.objectContaining({ line: 1, col: 1, pointer: '', message: unexplainedSchemaFailure })]);
  });
});
