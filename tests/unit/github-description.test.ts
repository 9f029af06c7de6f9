// The checked-in part of GitHub's OpenAPI description (tests/stand-ins/github-description.json) is whole
// in itself, and is exactly the subset of the published description whenever that is at hand.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { subsetFile, wholeDescriptionFile } from '../stand-ins/github-description-files.ts';
import { descriptionSubset, descriptionVersion, keepsPath } from '../stand-ins/github-description-subset.ts';

const subset = JSON.parse(readFileSync(subsetFile, 'utf8')) as Parameters<typeof descriptionSubset>[0];

describe('the part of GitHub’s description the stand-in is checked against', () => {
  it('is of the pinned version, keeps only the chosen paths, and every $ref in it resolves inside it', () => {
    expect(subset.info.version).toBe(descriptionVersion);
    expect(Object.keys(subset.paths).filter((template) => !keepsPath(template))).toEqual([]);
    // The subset of the subset is itself: nothing it refers to is missing, nothing unreached is kept.
    expect(descriptionSubset(subset)).toEqual(subset);
    // Every endpoint the stand-in answers is there.
    for (const template of [
      '/user',
      '/repos/{owner}/{repo}',
      '/repos/{owner}/{repo}/git/trees/{tree_sha}',
      '/repos/{owner}/{repo}/pulls/{pull_number}/files',
      '/repos/{owner}/{repo}/commits/{ref}/check-runs',
      '/repos/{owner}/{repo}/issues/{issue_number}/comments',
      '/repos/{owner}/{repo}/collaborators/{username}/permission',
    ])
      expect(subset.paths, template).toHaveProperty([template]);
  });

  it('refuses a description that refers to a component it does not have', () => {
    const broken = { ...subset, paths: { '/user': { get: { responses: { 200: { $ref: '#/components/responses/nowhere' } } } } } };
    expect(() => descriptionSubset(broken)).toThrow("GitHub's description has no #/components/responses/nowhere.");
  });

  const whole = wholeDescriptionFile();
  it.skipIf(!whole)('is exactly the subset of the published description (npm run github-description:check)', () => {
    expect(descriptionSubset(JSON.parse(readFileSync(whole!, 'utf8')))).toEqual(subset);
  });
});
