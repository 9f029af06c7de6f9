import { describe, expect, it } from 'vitest';
import { formDefinitions } from '../../src/forms/definitions.ts';

describe('form submission lists', () => {
  it.each(Object.entries(formDefinitions))(
    '%s posts every field once, besides access_key, subject and the submission id, and nothing else',
    (_, definition) => {
      const fields = Object.keys(definition.schema.properties ?? {});
      const { payload } = definition.submission;
      expect(new Set(payload).size).toBe(payload.length);
      expect([...payload].sort()).toEqual([...fields, 'access_key', 'subject', 'submission_id'].sort());
    },
  );
});
