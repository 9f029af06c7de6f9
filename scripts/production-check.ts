// Runs before the production build (npm run build:production, the command the hosts run): a site whose
// lead forms would all fail is not built at all. The rest of the site config is the build's to check.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../src/generated/site.ts';
import { accessKeyProblem } from '../src/tooling/form-access-key.ts';
import { withoutBom } from '../src/core/json-source.ts';
import { pagesDir } from '../src/tooling/paths.ts';

let site: Partial<Pick<SiteConfig, 'forms'>> | undefined;
try {
  site = JSON.parse(withoutBom(readFileSync(path.join(pagesDir(), '_site.json'), 'utf8')));
} catch {
  // A missing or broken site config stops the build anyway, with validation's full message.
}
// Without a text access key the schema check names the problem; only a well-formed config is judged here.
const problem = typeof site?.forms?.accessKey === 'string' ? accessKeyProblem(site as Pick<SiteConfig, 'forms'>) : undefined;
if (problem) {
  console.error(problem);
  process.exit(1);
}
