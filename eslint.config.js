// One lint for the whole codebase: TypeScript's recommended rules, React's hooks rules, which catch
// real bugs (stale closures, conditional hooks, state set during render), and the layers of src/ with no
// import cycles. Formatting is Prettier's job.
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Layer zones are absolute paths from here, so they hold wherever eslint is started.
const root = import.meta.dirname;

// import-x's cycle rule, with a message that says what to do. Type-only imports never count: the rule
// skips them (they vanish at run time), and one that runs up a layer is still caught by the zones below.
const noCycle = importX.rules['no-cycle'];
const importXPlain = {
  ...importX,
  rules: {
    ...importX.rules,
    'no-cycle': {
      ...noCycle,
      meta: {
        ...noCycle.meta,
        messages: {
          cycle:
            'Import cycle: this module imports one that imports it back. Move what both need into a third module that imports neither.',
          cycleSource:
            'Import cycle: this module imports one that imports it back (through {{source}}). Move what both need into a third module that imports neither.',
        },
      },
    },
  },
};

// The layers of src/, bottom to top. Each zone names the files it applies to (target) and what they must
// not import (from). Imports are resolved to files, so a zone holds however the path is written; type-only
// imports count too.
//   src/core/, src/generated/  the content core: runs in the site, the studio and the tools alike
//   the site                   the root files and every other folder (blocks, render, routes, layout, ui, ...)
//   src/studio/                the page studio; its browser part never loads Node-only code; app → engine → port
//   src/tooling/               Node build and measure tools shared by the commands
//   scripts/                   command entry files only: nothing in src/ imports them, nor one command another
const site = ['src/*.{ts,tsx}', 'src/!(core|generated|studio|tooling)/**'];
const studioBrowser = [
  'src/studio/app/**',
  'src/studio/engine/**',
  'src/studio/shared/**',
  'src/studio/backend.ts',
  'src/studio/local/client.ts',
  'src/studio/local/api-answers.ts',
  'src/studio/local/main.tsx',
  // github/oauth.ts runs in a serverless function, the rest of github/ in the browser.
  'src/studio/github/!(oauth.ts)',
  'src/studio/github/*/**',
];
const layerZones = [
  {
    target: 'src',
    from: 'scripts',
    message: 'src/ must not import from scripts/, which holds commands only: move what both need into src/tooling/ (or src/core/).',
  },
  {
    target: 'src/core',
    from: ['src/**'],
    // Unlike target and from, import-x reads a glob exception as it stands: it must be absolute.
    except: [`${root}/src/core/**`, `${root}/src/generated/**`],
    message:
      'The content core (src/core/) imports only src/core/ and src/generated/, as it runs in the site, the studio and the tools alike: move what it needs into src/core/, or have the caller pass it in.',
  },
  {
    target: site,
    from: 'src/studio',
    message:
      'The site must not import the page studio (src/studio/): the studio builds on the site, not the other way round. Move what both need into the site or src/core/.',
  },
  {
    target: site,
    from: 'src/tooling',
    message: 'The site must not import src/tooling/, which is Node-only build code: move what both need into the site or src/core/.',
  },
  {
    target: studioBrowser,
    from: ['src/studio/local/server', 'src/studio/build', 'src/tooling'],
    message:
      "The studio's browser code must not import Node-only code (src/studio/local/server/, src/studio/build/, src/tooling/): move what both need into src/studio/shared/ or src/core/.",
  },
  {
    // app → engine → port: the engine (every studio operation, once) serves the app, never the other way round.
    target: 'src/studio/engine',
    from: 'src/studio/app',
    message:
      "The studio's engine must not import the studio's app (src/studio/app/): the app calls the engine, the engine calls the port. Move what both need into src/studio/shared/ or src/core/.",
  },
  {
    // The backends (and what builds them) serve the app too; only the two entries that mount it load it.
    target: [
      'src/studio/local/server/**',
      'src/studio/local/!(main.tsx)',
      'src/studio/github/*.ts',
      'src/studio/github/!(sign-in)/**',
      'src/studio/build/**',
      'src/studio/shared/**',
      'src/studio/backend.ts',
    ],
    from: 'src/studio/app',
    message:
      "The studio's backends, its shared words and its build must not import the studio's app (src/studio/app/): the app calls them. Move what both need into src/studio/shared/ (words, fields) or src/studio/engine/ (operations).",
  },
  {
    target: 'src/studio/shared',
    from: ['src/studio/engine', 'src/studio/local', 'src/studio/github'],
    message:
      'src/studio/shared/ is what every part of the studio says and decides alike: it imports none of them (the engine, the backends). Move the code that needs them into src/studio/engine/.',
  },
  {
    target: 'src/studio/engine',
    from: ['src/studio/local', 'src/studio/github'],
    message:
      "The studio's engine reaches a repository only through its port (src/studio/engine/port.ts), never an adapter (src/studio/local/, src/studio/github/): the adapter is handed to it.",
  },
  {
    target: 'src/tooling',
    from: 'src/studio/app',
    message: "src/tooling/ must not import the studio's app (src/studio/app/): move what both need into src/studio/shared/ or src/core/.",
  },
  {
    target: 'scripts',
    from: 'scripts',
    message: 'A command in scripts/ must not import another: move what both need into src/tooling/.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.build/',
      '.cache/',
      'node_modules/',
      'src/generated/',
      'netlify/edge-functions/experiments.ts',
      'bench-results/',
      'test-results/',
      'playwright-report/',
      'tmp/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // React code only: Playwright's fixtures also call a function named use, which is no hook.
  { ...reactHooks.configs.flat['recommended-latest'], files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'] },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // An underscore marks a value left out on purpose (a destructured field dropped from a copy).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  // The layers, and no import cycles: modules that import each other load in an order nobody chose.
  // Imports name their files with the extension, so the plain resolver finds them.
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    plugins: { 'import-x': importXPlain },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }],
    },
  },
  // The content core runs in the browser too (the studio on the web): it reads files only through the
  // source and host it is given, never through Node.
  {
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'os', 'url', 'crypto', 'child_process'],
              message: 'The content core runs in the browser too: ask its host (src/core/content/host.ts) instead.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'process', message: 'The content core runs in the browser too: take settings as a parameter.' },
        { name: 'Buffer', message: 'The content core runs in the browser too: use Uint8Array and TextEncoder.' },
      ],
    },
  },
);
