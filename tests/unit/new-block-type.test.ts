// Adding a block type takes four hand-edited places: its schema, its folder (its component, definition and,
// for rules a schema cannot express, build.ts), one registry line, and its drawing in the studio's section
// picker. This test adds one ("stats": a row of headline figures) to a copy of the project, touching only
// those four, runs the generators, and sees the new type type-check (the whole project, so a fifth place
// that would need an edit fails it), validate (a wrong field and its own rule refused), render into the
// page as the prerender renders it, and appear in the studio's section picker with its own form. It runs
// the project's own generator and type check in the copy, then one probe there that calls the same code
// npm run validate, the prerender and the studio call; the build and the browser tests of the real tree
// prove the commands themselves, so they are not run again here.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from '../../src/tooling/paths.ts';

const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
let copy = '';

/** Runs a command in the copy; answers its exit code and what it printed. */
function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', ...env },
    timeout: 180_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/** The studio's section drawings type-checked on their own (the whole project is checked once, below). */
const checkSketches = () =>
  run(path.join(root, 'node_modules', '.bin', 'tsc'), [
    ...[
      '--ignoreConfig',
      '--noEmit',
      '--strict',
      '--skipLibCheck',
      '--jsx',
      'react-jsx',
      '--module',
      'esnext',
      '--moduleResolution',
      'bundler',
    ],
    ...[
      '--target',
      'es2022',
      '--allowImportingTsExtensions',
      '--verbatimModuleSyntax',
      '--lib',
      'es2023,dom',
      'src/studio/app/sections/sketches.tsx',
    ],
  ]);

const edit = (file: string, change: (text: string) => string) => {
  const at = path.join(copy, file);
  const before = readFileSync(at, 'utf8');
  const after = change(before);
  expect(after, `${file} was changed`).not.toBe(before);
  writeFileSync(at, after);
};

const statsSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'Headline figures',
  typeName: 'StatsBlock',
  description: 'A row of two to four figures, each a number and what it counts.',
  type: 'object',
  additionalProperties: false,
  required: ['type', 'items'],
  properties: {
    type: { description: 'Always "stats".', const: 'stats', title: 'Kind of section' },
    title: { description: 'Optional heading above the figures.', type: 'string', minLength: 1, maxLength: 120, title: 'Heading' },
    items: {
      description: 'The figures, most impressive first.',
      type: 'array',
      minItems: 2,
      maxItems: 4,
      title: 'Figures',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['value', 'label'],
        title: 'Figure',
        properties: {
          value: {
            description: 'The figure as it should read.',
            type: 'string',
            minLength: 1,
            maxLength: 12,
            title: 'Figure',
            examples: ['+212%'],
          },
          label: {
            description: 'What the figure counts.',
            type: 'string',
            minLength: 1,
            maxLength: 80,
            title: 'What it counts',
            examples: ['more calls in six months'],
          },
        },
      },
    },
  },
};

const statsComponent = `import type { BlockProps } from '../../render/block-types.ts';
import { Section } from '../../ui/Section.tsx';

export function StatsBlock({ block, index }: BlockProps<'stats'>) {
  return (
    <Section index={index} title={block.title ?? ''}>
      <dl className="stats-row">
        {block.items.map((item) => (
          <div key={item.label}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
`;

const statsDefinition = `import type { BlockDefinition } from '../../render/block-types.ts';
import { StatsBlock } from './StatsBlock.tsx';

export const statsDefinition: BlockDefinition<'stats'> = { component: StatsBlock, island: false };
`;

// A rule the schema cannot express, in the block's own folder: the build finds it without a list to edit.
const statsBuild = `import type { BlockBuild } from '../../core/block-build.ts';

export const statsBuild: BlockBuild<'stats'> = {
  rules(block, report) {
    block.items.forEach((item, i) => {
      if (block.items.findIndex((other) => other.label === item.label) < i)
        report(\`/items/\${i}/label\`, 'Two figures count the same thing: give each its own.');
    });
  },
};
`;

const statsBlock = {
  type: 'stats',
  title: 'What HVAC Clients Saw in Their First Year',
  items: [
    { value: '+212%', label: 'more calls from search' },
    { value: '3.4x', label: 'return on their SEO spend' },
  ],
};

// One process in the copy, running what npm run validate, the prerender and the studio run: the page file
// checked as it is, with a field the type does not have, and breaking the type's own rule (each problem
// as validate prints it), the SEO report's errors, the page rendered by the prerender's renderer, and the
// studio's picker and form for the new kind. It prints one JSON object.
const probe = `import { readFileSync, writeFileSync } from 'node:fs';
import Form from '@rjsf/core';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { loadContentAndForms } from './src/tooling/content/index.ts';
import { displayPath, pagesDir, publicDir } from './src/tooling/paths.ts';
import { photosDir } from './src/tooling/photos/folders.ts';
import { formatProblem } from './src/tooling/report.ts';
import { seoValidation } from './src/tooling/seo.ts';
import { createRenderer } from './src/entry-server.tsx';
import { bundledPageSchema } from './src/studio/build/bundled-schema.ts';
import { blockKinds, withFieldLabels } from './src/studio/shared/schema-helpers.ts';
import { Sketch } from './src/studio/app/sections/sketches.tsx';

const file = 'pages/industries/hvac-seo.json';
const good = readFileSync(file, 'utf8');
const load = () => loadContentAndForms({ pagesDir: pagesDir(), publicDir, photosDir });
function problemsWith(text) {
  writeFileSync(file, text);
  try {
    return load().problems.map((problem) => formatProblem(problem, false));
  } finally {
    writeFileSync(file, good);
  }
}
const content = load();
const seo = await seoValidation(content.site, content.rendered, content.pages, { display: displayPath });
const page = await createRenderer(content.site, content.rendered)('/hvac-seo');
const schema = withFieldLabels(bundledPageSchema());
const kind = blockKinds(schema).find((k) => k.type === 'stats');
const formData = { meta: { title: '', description: '' }, blocks: [{ type: 'hero', title: 'Hi' }, structuredClone(kind.starter)] };
const validator = customizeValidator({ ajvOptionsOverrides: { strict: false, validateSchema: false } });
console.log(JSON.stringify({
  valid: content.problems.map((problem) => formatProblem(problem, false)),
  seoErrors: seo.errors.map((problem) => formatProblem(problem, false)),
  invalid: problemsWith(good.replace('"label": "more calls from search"', '"labl": "more calls from search"')),
  ruled: problemsWith(good.replace('"label": "return on their SEO spend"', '"label": "more calls from search"')),
  html: page.kind === 'html' ? page.html : '',
  kindTitle: kind.title,
  sketch: renderToStaticMarkup(createElement(Sketch, { type: 'stats' })),
  form: renderToStaticMarkup(createElement(Form, { schema, formData, validator, noHtml5Validate: true, showErrorList: false })),
}));
`;

/** What the probe found (see above), run once for the tests that read it. */
let probed: {
  valid: string[];
  seoErrors: string[];
  invalid: string[];
  ruled: string[];
  html: string;
  kindTitle: string;
  sketch: string;
  form: string;
};

beforeAll(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'new-block-type-'));
  // The project as a clone has it (tracked and new files, nothing ignored), with its installed packages.
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && file !== 'node_modules' && existsSync(path.join(root, file)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(copy, file));
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');

  // 1. Its schema.
  writeFileSync(path.join(copy, 'schema/blocks/stats.schema.json'), `${JSON.stringify(statsSchema, null, 2)}\n`);
  // 2. Its folder.
  mkdirSync(path.join(copy, 'src/blocks/stats'));
  writeFileSync(path.join(copy, 'src/blocks/stats/StatsBlock.tsx'), statsComponent);
  writeFileSync(path.join(copy, 'src/blocks/stats/definition.ts'), statsDefinition);
  writeFileSync(path.join(copy, 'src/blocks/stats/build.ts'), statsBuild);
  // 3. One registry line (and its import).
  edit('src/render/registry.ts', (text) =>
    text
      .replace(/^(import .*\n)(?!import)/m, `$1import { statsDefinition } from '../blocks/stats/definition.ts';\n`)
      .replace(/\n\} satisfies BlockRegistry;/, `\n  stats: statsDefinition,\n} satisfies BlockRegistry;`),
  );
  // The generators, as a developer runs them after adding a schema.
  const generated = run(tsx, ['scripts/gen-types.ts']);
  expect(generated.status, generated.output).toBe(0);
  // The studio refuses to do without the new type's drawing: its picker does not type-check until it has one.
  const withoutSketch = checkSketches();
  expect(withoutSketch.status).not.toBe(0);
  expect(withoutSketch.output).toMatch(/sketches\.tsx.*Property 'stats' is missing/s);
  // 4. Its sketch in the section picker.
  edit('src/studio/app/sections/sketches.tsx', (text) =>
    text.replace(
      /^(const drawings[^\n]*\{\n)/m,
      `$1  stats: () => [line(18, 4, 28, true), ...row(3, (x, w) => [line(x, 16, w, true), line(x, 24, w - 4)])],\n`,
    ),
  );
  // A real page shows the new section.
  edit('pages/industries/hvac-seo.json', (text) => {
    const page = JSON.parse(text);
    page.blocks.splice(2, 0, statsBlock);
    return `${JSON.stringify(page, null, 2)}\n`;
  });
  writeFileSync(path.join(copy, 'new-block-probe.tsx'), probe);
  const probing = run(tsx, ['new-block-probe.tsx']);
  expect(probing.status, probing.output).toBe(0);
  probed = JSON.parse(
    probing.output
      .trim()
      .split('\n')
      .find((line) => line.startsWith('{'))!,
  ) as typeof probed;
}, 240_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('a new block type, added in four places', () => {
  it('type-checks: the registry and the picker accept it, and its component reads its generated type', () => {
    const checked = run(path.join(root, 'node_modules', '.bin', 'tsc'), ['-p', '.']);
    expect(checked.output.trim()).toBe('');
    expect(checked.status).toBe(0);
  }, 240_000);

  it('validates, and a field it does not have is refused with the field named', () => {
    expect(probed.valid).toEqual([]);
    expect(probed.seoErrors).toEqual([]);
    expect(probed.invalid.join('\n')).toMatch(/hvac-seo\.json:\d+:\d+/);
    expect(probed.invalid.join('\n')).toContain('labl');
    // Its own rule, from its build.ts.
    expect(probed.ruled.join('\n')).toMatch(/hvac-seo\.json:\d+:\d+ {2}error {2}Two figures count the same thing: give each its own\./);
  });

  it('renders into the page the site serves, as the prerender renders it', () => {
    expect(probed.html).toContain('What HVAC Clients Saw in Their First Year');
    expect(probed.html).toMatch(/<dt>more calls from search<\/dt><dd>\+212%<\/dd>/);
  });

  it('appears in the studio’s section picker with its drawing and its own form', () => {
    expect(probed.kindTitle).toBe('Headline figures');
    expect(probed.sketch.match(/<(rect|circle)\b/g)?.length ?? 0).toBeGreaterThan(0);
    expect(probed.form).toContain('id="root_blocks_1_items_0_value"');
    expect(probed.form).toContain('id="root_blocks_1_items_0_label"');
    expect(probed.form).toContain('What it counts');
  });
});
