// The lint's layer and cycle rules (eslint.config.js), run through ESLint's own API with the project's
// config on deliberate violations, and on the same code without them: each rule must fire, and only there.
import { ESLint } from 'eslint';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { root } from '../../src/tooling/paths.ts';

// The layer checks with the cycle rule off: it would follow each probe's imports through half the tree.
const eslintLayers = new ESLint({ cwd: root, overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });

type Problem = { ruleId: string | null; message: string };

async function lintAt(file: string, code: string): Promise<Problem[]> {
  const [result] = await eslintLayers.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

// A module that imports `from` and uses what it imports, so no other rule has anything to say.
const importing = (from: string) => `import * as dep from '${from}';\n\nexport const used = Object.keys(dep).length;\n`;

const layerError = (words: string) => ({ ruleId: 'import-x/no-restricted-paths', message: expect.stringContaining(words) });

describe('the layers of src/', () => {
  const cases: { name: string; file: string; bad: string; good: string; words: string }[] = [
    {
      name: 'the content core imports only core and generated',
      file: 'src/core/__lint_probe.ts',
      bad: '../render/Page.tsx',
      good: './posix-path.ts',
      words: 'The content core (src/core/) imports only src/core/ and src/generated/',
    },
    {
      name: 'the site never imports the studio (blocks → studio)',
      file: 'src/blocks/hero/__lint_probe.ts',
      bad: '../../studio/shared/file-names.ts',
      good: '../../ui/photo.ts',
      words: 'The site must not import the page studio (src/studio/)',
    },
    {
      name: 'the site never imports the Node tools',
      file: 'src/entry-probe.ts',
      bad: './tooling/paths.ts',
      good: './core/json-pointer.ts',
      words: 'The site must not import src/tooling/',
    },
    {
      name: "the studio's browser code never imports Node-only code (app → tooling)",
      file: 'src/studio/app/editor/__lint_probe.ts',
      bad: '../../../tooling/paths.ts',
      good: '../../shared/file-names.ts',
      words: "The studio's browser code must not import Node-only code",
    },
    {
      name: "the studio's engine never imports the app",
      file: 'src/studio/engine/__lint_probe.ts',
      bad: '../app/editor/undo.ts',
      good: './port.ts',
      words: "The studio's engine must not import the studio's app",
    },
    {
      name: "a repository adapter never imports the app (the local one's git port)",
      file: 'src/studio/local/server/git-port.ts',
      bad: '../../app/editor/undo.ts',
      good: '../../engine/port.ts',
      words: "The studio's backends, its shared words and its build must not import the studio's app",
    },
    {
      name: "a backend never imports the studio's app (the web studio's publishing)",
      file: 'src/studio/github/backend/__lint_probe.ts',
      bad: '../../app/editor/undo.ts',
      good: '../../shared/problem-words.ts',
      words: "The studio's backends, its shared words and its build must not import the studio's app",
    },
    {
      name: "the local server never imports the studio's app",
      file: 'src/studio/local/server/__lint_probe.ts',
      bad: '../../app/editor/undo.ts',
      good: '../../engine/change-summary.ts',
      words: "The studio's backends, its shared words and its build must not import the studio's app",
    },
    {
      name: "the studio's shared words import neither the engine nor a backend",
      file: 'src/studio/shared/__lint_probe.ts',
      bad: '../engine/seo-change.ts',
      good: './file-names.ts',
      words: 'src/studio/shared/ is what every part of the studio says and decides alike',
    },
    {
      name: 'the engine reaches a repository only through its port, never an adapter',
      file: 'src/studio/engine/__lint_probe.ts',
      bad: '../github/port.ts',
      good: '../shared/file-names.ts',
      words: "The studio's engine reaches a repository only through its port",
    },
    {
      name: "the engine is the studio's browser code: it never imports Node-only code",
      file: 'src/studio/engine/__lint_probe.ts',
      bad: '../../tooling/paths.ts',
      good: '../shared/file-names.ts',
      words: "The studio's browser code must not import Node-only code",
    },
    {
      name: "the GitHub backend's browser code never imports the studio's build",
      file: 'src/studio/github/__lint_probe.ts',
      bad: '../build/vite-build.ts',
      good: '../shared/review-branch.ts',
      words: "The studio's browser code must not import Node-only code",
    },
    {
      name: "the local API's answers, which the local studio's client loads in the browser, never import Node-only code",
      file: 'src/studio/local/api-answers.ts',
      bad: './server/files.ts',
      good: '../backend.ts',
      words: "The studio's browser code must not import Node-only code",
    },
    {
      name: "the tools never import the studio's app",
      file: 'src/tooling/__lint_probe.ts',
      bad: '../studio/app/shell/slug.ts',
      good: '../studio/shared/file-names.ts',
      words: "src/tooling/ must not import the studio's app (src/studio/app/)",
    },
    {
      name: 'nothing in src/ imports scripts/',
      file: 'src/ui/__lint_probe.ts',
      bad: '../../scripts/validate.ts',
      good: '../core/json-pointer.ts',
      words: 'src/ must not import from scripts/',
    },
    {
      name: 'a command in scripts/ never imports another',
      file: 'scripts/lint-probe.ts',
      bad: './validate.ts',
      good: '../src/tooling/paths.ts',
      words: 'A command in scripts/ must not import another',
    },
  ];

  for (const { name, file, bad, good, words } of cases) {
    it(name, async () => {
      expect(await lintAt(file, importing(bad))).toEqual([layerError(words)]);
      expect(await lintAt(file, importing(good))).toEqual([]);
    });
  }

  it('counts a type-only import too', async () => {
    const code = "import type { BlockProps } from '../render/block-types.ts';\n\nexport type Used = BlockProps<'faq'>;\n";
    expect(await lintAt('src/core/__lint_probe.ts', code)).toEqual([layerError('The content core (src/core/)')]);
  });

  it('lets the sign-in function (github/oauth.ts), which runs on a server, import Node-only code', async () => {
    expect(await lintAt('src/studio/github/oauth.ts', importing('../../tooling/paths.ts'))).toEqual([]);
  });
});

describe('import cycles', () => {
  // Real files, as the rule follows imports on disk: in a throwaway folder laid out as the project is
  // (src/core/…), linted with the project's config, so nothing is ever written into the real src/.
  const scratch = mkdtempSync(path.join(tmpdir(), 'lint-cycles-'));
  const folder = 'src/core/probe';
  const eslint = new ESLint({ cwd: scratch, overrideConfigFile: path.join(root, 'eslint.config.js') });
  const write = (name: string, code: string) => {
    const file = path.join(scratch, folder, name);
    writeFileSync(file, code);
    return file;
  };
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  async function lintFiles(files: string[]) {
    const results = await eslint.lintFiles(files);
    return Object.fromEntries(
      results.map((result) => [path.basename(result.filePath), result.messages.map(({ ruleId, message }) => ({ ruleId, message }))]),
    );
  }

  it('are an error in each module of the cycle, and modules that import one way only lint clean', async () => {
    mkdirSync(path.join(scratch, folder), { recursive: true });
    const cycle = [
      write('a.ts', "import { b } from './b.ts';\n\nexport const a = (n: number): number => (n > 0 ? b(n - 1) : 0);\n"),
      write('b.ts', "import { a } from './a.ts';\n\nexport const b = (n: number): number => a(n) + 1;\n"),
    ];
    const oneWay = [
      write('c.ts', "import { d } from './d.ts';\n\nexport const c = (n: number): number => d(n) + 1;\n"),
      write('d.ts', 'export const d = (n: number): number => n * 2;\n'),
    ];
    const cycleError = { ruleId: 'import-x/no-cycle', message: expect.stringContaining('Import cycle') };
    expect(await lintFiles([...cycle, ...oneWay])).toEqual({ 'a.ts': [cycleError], 'b.ts': [cycleError], 'c.ts': [], 'd.ts': [] });
  });
});
