// Where GitHub's description is: the checked-in subset, and the whole one when it is at hand (the package
// installed in node_modules, or fetched into .cache/ by npm run github-description).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { descriptionFile, descriptionPackage, descriptionVersion } from './github-description-subset.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const subsetFile = path.join(root, 'tests', 'stand-ins', 'github-description.json');

/** The whole description of the pinned version, where one is on this machine; undefined when none is. */
export function wholeDescriptionFile(): string | undefined {
  for (const folder of [path.join(root, 'node_modules', descriptionPackage), path.join(root, '.cache', 'github-description', 'package')]) {
    const file = path.join(folder, descriptionFile);
    const manifest = path.join(folder, 'package.json');
    if (
      existsSync(file) &&
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version === descriptionVersion
    )
      return file;
  }
  return undefined;
}
