// One lint for the whole codebase: TypeScript's recommended rules, and React's hooks rules, which catch
// real bugs (stale closures, conditional hooks, state set during render). Formatting is Prettier's job.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', '.build/', 'node_modules/', 'src/generated/', 'bench-results/', 'test-results/', 'playwright-report/', 'tmp/'] },
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
  // The site's and the studio's code stands on its own: the command-line tools in scripts/ use src/, never
  // the other way round, so what runs in the browser never pulls in a tool written for Node.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/scripts/**'], message: 'src/ must not import from scripts/: move what both need into src/core/.' }] },
      ],
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
            { group: ['**/scripts/**'], message: 'src/ must not import from scripts/: move what both need into src/core/.' },
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
