// Whether a site path an editor wrote names a file in public/, never looking outside that folder (a file
// check never reaches the build machine's other files). Reading the path itself: src/core/site-path.ts.
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';

/** Whether `file` is `dir` or inside it. */
function inside(dir: string, file: string): boolean {
  const relative = path.relative(dir, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * Whether a decoded site path names a file in public/: the file exists there, and neither the path nor a
 * symbolic link on the way leads out of the folder (a file that exists only on the build machine is a
 * 404 for every visitor).
 */
export function publicFileExists(publicDir: string, sitePath: string): boolean {
  const file = path.join(publicDir, sitePath);
  if (!inside(publicDir, file) || !existsSync(file)) return false;
  try {
    return inside(realpathSync(publicDir), realpathSync(file));
  } catch {
    return false;
  }
}
