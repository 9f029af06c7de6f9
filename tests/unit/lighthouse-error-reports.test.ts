// Lighthouse's error-reporting package is replaced by one that refuses to load (packages/lighthouse-without-error-reports,
// through package.json's overrides): this holds only while Lighthouse loads that package lazily, behind its
// enableErrorReporting flag, inside a try that carries on without it. A Lighthouse update that loads it at
// start-up would fail every Lighthouse run; this says why, before the gate does.
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const lighthouse = path.dirname(require.resolve('lighthouse/package.json'));

function scripts(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const at = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'test' ? [] : scripts(at);
    return /\.(m?js|cjs)$/.test(entry.name) ? [at] : [];
  });
}

/** Where a script loads the error-reporting package: each import of it, static or not (type imports in comments aside). */
const importsOf = (text: string) =>
  [...withoutComments(text).matchAll(/(?:import\s*\(|from\s+|require\s*\()\s*['"]@sentry\/node['"]/g)].map((m) => m[0]);

const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

describe('Lighthouse without its error reports', () => {
  it('loads the error-reporting package in one place only, and lazily', () => {
    const loading = scripts(path.join(lighthouse, 'core'))
      .concat(scripts(path.join(lighthouse, 'cli')))
      .map((file) => ({ file: path.relative(lighthouse, file), imports: importsOf(readFileSync(file, 'utf8')) }))
      .filter((found) => found.imports.length);
    expect(loading).toEqual([{ file: path.join('core', 'lib', 'sentry.js'), imports: ["import('@sentry/node'"] }]);
  });

  it('loads it only with error reporting turned on, and carries on when it cannot', () => {
    const sentry = readFileSync(path.join(lighthouse, 'core', 'lib', 'sentry.js'), 'utf8');
    const init = sentry.slice(sentry.indexOf('async function init('));
    const flagCheck = init.indexOf('if (!opts.flags.enableErrorReporting) {\n    return;');
    const tried = init.indexOf('try {');
    const loaded = init.indexOf("await import('@sentry/node')");
    expect(flagCheck).toBeGreaterThan(0);
    expect(tried).toBeGreaterThan(flagCheck);
    expect(loaded).toBeGreaterThan(tried);
  });

  it('never sends a report from here: the package in its place refuses to load', async () => {
    const errorReporting = '@sentry/node';
    await expect(import(errorReporting)).rejects.toThrow(/Lighthouse error reporting is not installed in this project/);
  });
});
