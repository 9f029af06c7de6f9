// The lead forms' files (schema/forms/*.form.json) checked beside the pages by npm run validate: they are
// the developers' files, read from the disk, so this check stays out of the content core.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { parseFile } from '../../core/content/load.ts';
import { ProblemCollector, type Problem } from '../../core/content/problems.ts';
import { didYouMean } from '../../core/suggest.ts';
import { schemaDir } from '../paths.ts';
import { folderSource, nodeContentHost } from './node-host.ts';

const requiredFormMessages = [
  'subject',
  'submit',
  'submitting',
  'successTitle',
  'successText',
  'errorTitle',
  'errorText',
  'noScript',
  'honeypotLabel',
];
/** Names the form posts besides its fields; the honeypot may be none of them. */
const postedNames = ['access_key', 'subject'];

/**
 * The lead forms' files: a schema, a uiSchema that only names fields the schema has, a honeypot (a public
 * form without a spam trap fills the inbox with bots' leads) and every message the form shows. (Their
 * validators are compiled by npm run compile-forms; a test keeps those current.)
 */
export function formFileProblems(dir: string = path.join(schemaDir, 'forms')): Problem[] {
  const problems = new ProblemCollector(nodeContentHost);
  const files = folderSource(dir);
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.form.json'))) {
    const parsed = parseFile(files, path.join(dir, name), problems);
    if (!parsed) continue;
    const file = parsed.data as {
      schema?: { type?: string; properties?: Record<string, unknown>; required?: string[] };
      uiSchema?: Record<string, unknown>;
      messages?: Record<string, unknown>;
      honeypot?: unknown;
    };
    const fields = Object.keys(file.schema?.properties ?? {});
    if (file.schema?.type !== 'object' || !fields.length)
      problems.add(parsed, '/schema', 'A form needs a "schema" of type "object" with its fields under "properties".');
    for (const required of file.schema?.required ?? []) {
      if (!fields.includes(required))
        problems.add(parsed, '/schema/required', `"${required}" is required but is not a field of this form.`);
    }
    for (const key of Object.keys(file.uiSchema ?? {}).filter((k) => !k.startsWith('ui:'))) {
      if (!fields.includes(key))
        problems.add(
          parsed,
          '/uiSchema',
          `The uiSchema describes "${key}", which is not a field of this form.${didYouMean(key, fields)}`,
          key,
        );
    }
    const order = file.uiSchema?.['ui:order'];
    if (Array.isArray(order) && [...order].sort().join() !== [...fields].sort().join()) {
      problems.add(parsed, '/uiSchema/ui:order', `"ui:order" must list every field once: ${fields.join(', ')}.`);
    }
    if (typeof file.honeypot !== 'string' || !/^[A-Za-z_][\w-]*$/.test(file.honeypot)) {
      problems.add(parsed, '/honeypot', 'A form needs a "honeypot": the name of its spam-trap field, for example "botcheck".');
    } else if (fields.includes(file.honeypot) || postedNames.includes(file.honeypot)) {
      // A shared name would make a person's answer look like a filled trap, or hide the trap behind a real value.
      problems.add(parsed, '/honeypot', `The honeypot "${file.honeypot}" is also a name the form posts; give it a name of its own.`);
    }
    for (const key of requiredFormMessages) {
      if (typeof file.messages?.[key] !== 'string') problems.add(parsed, '/messages', `The message "${key}" is missing.`);
    }
  }
  return problems.items;
}
