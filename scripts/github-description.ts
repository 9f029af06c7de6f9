// Makes tests/stand-ins/github-description.json, the part of GitHub's OpenAPI description the stand-in's
// contract checker reads (tests/stand-ins/github-description-subset.ts says which), from the whole
// description in @octokit/openapi at the version pinned there. The package is not a dependency (385 MB):
// it is read from node_modules when installed, else fetched once with `npm pack` into .cache/.
//   npm run github-description            write the subset
//   npm run github-description:check      exit 1 when the checked-in subset differs from the package's
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../src/tooling/paths.ts';
import {
  descriptionFile,
  descriptionPackage,
  descriptionSubset,
  descriptionVersion,
} from '../tests/stand-ins/github-description-subset.ts';
import { subsetFile, wholeDescriptionFile } from '../tests/stand-ins/github-description-files.ts';

function wholeDescription(): string {
  const found = wholeDescriptionFile();
  if (found) return found;
  const cache = path.join(root, '.cache', 'github-description');
  mkdirSync(cache, { recursive: true });
  console.log(`Fetching ${descriptionPackage}@${descriptionVersion}…`);
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', `${descriptionPackage}@${descriptionVersion}`, '--json', '--pack-destination', cache], {
      encoding: 'utf8',
    }),
  ) as { filename: string }[];
  execFileSync('tar', ['-xzf', path.join(cache, packed!.filename), '-C', cache, 'package/package.json', `package/${descriptionFile}`]);
  return wholeDescriptionFile()!;
}

const source = wholeDescription();
const text = `${JSON.stringify(descriptionSubset(JSON.parse(readFileSync(source, 'utf8'))))}\n`;
if (process.argv.includes('--check')) {
  const same = existsSync(subsetFile) && readFileSync(subsetFile, 'utf8') === text;
  console.log(
    same
      ? `${path.relative(root, subsetFile)} is the subset of ${descriptionPackage}@${descriptionVersion}.`
      : `${path.relative(root, subsetFile)} differs from the subset of ${descriptionPackage}@${descriptionVersion}: run npm run github-description.`,
  );
  process.exit(same ? 0 : 1);
}
writeFileSync(subsetFile, text);
console.log(
  `Wrote ${path.relative(root, subsetFile)} (${Math.round(text.length / 1024)} KB) from ${descriptionPackage}@${descriptionVersion}.`,
);
