// npm run compile-forms: precompiles the lead forms' schemas into validator modules in src/generated/forms/
// (src/tooling/form-validators.ts says how and why).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileFormValidators, formValidatorsDir } from '../src/tooling/form-validators.ts';

mkdirSync(formValidatorsDir, { recursive: true });
for (const [file, code] of Object.entries(compileFormValidators())) {
  writeFileSync(path.join(formValidatorsDir, file), code);
  console.log(`wrote src/generated/forms/${file}`);
}
