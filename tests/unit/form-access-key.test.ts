import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accessKeyProblem, missingAccessKey } from '../../src/tooling/form-access-key.ts';
import { root } from '../../src/tooling/paths.ts';
import { fixtureSite, writePages } from './helpers.ts';

const forms = (accessKey: string) => ({ forms: { endpoint: 'https://forms.example.com/submit', accessKey } });

/**
 * Runs one of the project's scripts as npm would, without a FORM_ACCESS_KEY from the machine running the tests,
 * and outside GitHub Actions: a test run in a workflow must not annotate the pull request or fill its summary.
 */
function run(script: string, env: Record<string, string>) {
  const { FORM_ACCESS_KEY: _, GITHUB_ACTIONS: _actions, GITHUB_STEP_SUMMARY: _summary, ...inherited } = process.env;
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', script)], {
    cwd: root,
    env: { ...inherited, NO_COLOR: '1', ...env },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A small valid site whose config has the given access key. */
const pagesWithKey = (accessKey: string) => writePages({}, { ...fixtureSite, ...forms(accessKey) });

describe('the form access key check', () => {
  it('an empty key (or blanks) is one sentence saying what to do', () => {
    expect(accessKeyProblem(forms(''), {})).toBe(
      "forms.accessKey is empty, so every lead would fail: put the form service's access key for this site in pages/_site.json (forms.accessKey) or set FORM_ACCESS_KEY, then build again.",
    );
    expect(accessKeyProblem(forms('  '), {})).toBe(missingAccessKey);
  });

  it('a key in the site config is fine', () => {
    expect(accessKeyProblem(forms('a1b2c3'), {})).toBeUndefined();
  });

  it('FORM_ACCESS_KEY overrides the site config, as it does in the build', () => {
    expect(accessKeyProblem(forms(''), { FORM_ACCESS_KEY: 'from-env' })).toBeUndefined();
    // An empty variable overrides nothing.
    expect(accessKeyProblem(forms('a1b2c3'), { FORM_ACCESS_KEY: '' })).toBeUndefined();
    expect(accessKeyProblem(forms(''), { FORM_ACCESS_KEY: '' })).toBe(missingAccessKey);
  });
});

describe('npm run validate without an access key', () => {
  it('warns on a valid site, at forms.accessKey, and still exits 0', () => {
    const dir = pagesWithKey('');
    const { status, stdout } = run('validate.ts', { PAGES_DIR: dir });
    expect(status).toBe(0);
    expect(stdout).toMatch(/_site\.json:\d+:\d+ {2}warning {2}forms\.accessKey is empty, so every lead would fail/);
    expect(stdout).toMatch(/and the site config are valid \(\d+ ms\)\. 1 warning, above\.\n$/);
    expect(stdout).not.toContain('problem');
  });

  it('says nothing once FORM_ACCESS_KEY or the site config has a key', () => {
    expect(run('validate.ts', { PAGES_DIR: pagesWithKey(''), FORM_ACCESS_KEY: 'from-env' }).stdout).not.toContain('warning');
    expect(run('validate.ts', { PAGES_DIR: pagesWithKey('a1b2c3') }).stdout).not.toContain('warning');
  });
});

describe('npm run build:production', () => {
  it('runs the access key check before the build', () => {
    const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;
    expect(scripts['build:production']).toBe('node --import tsx scripts/production-check.ts && npm run build');
  });

  it('refuses a site without a key in one sentence, exit 1; builds with one from the config or FORM_ACCESS_KEY', () => {
    const refused = run('production-check.ts', { PAGES_DIR: writePages({}, { ...fixtureSite, ...forms('') }) });
    expect(refused).toEqual({ status: 1, stdout: '', stderr: `${missingAccessKey}\n` });
    expect(
      run('production-check.ts', { PAGES_DIR: writePages({}, { ...fixtureSite, ...forms('') }), FORM_ACCESS_KEY: 'from-env' }).status,
    ).toBe(0);
    expect(run('production-check.ts', { PAGES_DIR: writePages({}) }).status).toBe(0);
  });
});
