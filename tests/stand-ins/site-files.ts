// The real site's files as a repository behind the GitHub API stand-in holds them: its pages, public and
// photos folders, for the studio on the web's tests and its bench.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export function siteRepositoryFiles(root: string, folders = ['pages', 'public', 'photos']): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (const folder of folders)
    for (const name of readdirSync(path.join(root, folder), { recursive: true }).map(String).sort()) {
      const file = path.join(root, folder, name);
      if (statSync(file).isFile()) files[`${folder}/${name.split(path.sep).join('/')}`] = readFileSync(file);
    }
  return files;
}
