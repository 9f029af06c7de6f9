// Writing a file whole: aside first, then renamed into place, so another process reading it (a build,
// validation, the studio) never sees part of it.
import { renameSync, writeFileSync } from 'node:fs';

export function writeWhole(file: string, data: string | NodeJS.ArrayBufferView): void {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, data);
  renameSync(partial, file);
}
