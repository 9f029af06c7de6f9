// The validator the browser runs (src/generated/forms/<form>.browser.js) keeps every rule of the one
// react-jsonschema-form builds with (<form>.validator.js, ajv with ajv-formats' full formats): the same
// verdict and the same fields and rules named, on values each rule accepts and refuses.
import { describe, expect, it } from 'vitest';
import { toEsm } from '../../src/tooling/form-validators.ts';
import * as auditBrowser from '../../src/generated/forms/audit.browser.js';
import auditRjsf from '../../src/generated/forms/audit.validator.js';
import * as webinarBrowser from '../../src/generated/forms/webinar.browser.js';
import webinarRjsf from '../../src/generated/forms/webinar.validator.js';

type Validator = ((data: unknown) => boolean) & {
  errors?: { keyword: string; instancePath: string; params: { missingProperty?: string } }[] | null;
};

/** What a validator says of a value: valid or not, and each field with the rule it breaks. */
function verdict(validate: Validator, data: unknown) {
  const valid = validate(data);
  const named = (validate.errors ?? []).map((e) => `${e.keyword === 'required' ? e.params.missingProperty : e.instancePath}:${e.keyword}`);
  return { valid, named: [...new Set(named)].sort() };
}

const long = (n: number) => 'x'.repeat(n);
const audit = { name: 'Jane Smith', email: 'jane@acme.com', website: 'acme.com' };
const webinar = { fullName: 'Ana Flores', businessName: 'Flores Dental', email: 'ana@floresdental.com' };

describe('the validators the browser runs', () => {
  it.each([
    audit,
    {},
    { ...audit, name: '' },
    { ...audit, name: long(101) },
    { ...audit, name: '😀'.repeat(100) },
    { ...audit, name: '😀'.repeat(101) },
    { ...audit, email: 'jane@' },
    { ...audit, email: 'jane@acme' },
    { ...audit, email: `${long(250)}@a.co` },
    { ...audit, website: 'https://acme.com' },
    { ...audit, website: 'www.acme' },
    { ...audit, website: 'acme' },
    { ...audit, website: 'ftp://acme.com' },
    { ...audit, message: long(2001) },
    { ...audit, name: 5 },
    'a string',
  ])('audit: %j gets the same verdict as the build-time validator', (data) => {
    expect(verdict(auditBrowser.validate as Validator, data)).toEqual(verdict(auditRjsf['audit-form'] as unknown as Validator, data));
  });

  it.each([
    webinar,
    { ...webinar, businessName: '' },
    { ...webinar, phone: long(31) },
    { ...webinar, city: 'Fresno' },
    { ...webinar, city: 'Paris' },
    { ...webinar, website: 'https://floresdental.com/book?x=1#top' },
    { ...webinar, website: 'floresdental.com' },
    { ...webinar, website: 'http://[::1]:8080/' },
    { ...webinar, website: 'https://exa mple.com' },
    { ...webinar, website: 'mailto:ana@floresdental.com' },
    { ...webinar, interests: ['SEO/Local Search', 'Content Marketing'] },
    { ...webinar, interests: ['SEO/Local Search', 'SEO/Local Search'] },
    { ...webinar, interests: ['Something else'] },
    { ...webinar, interests: 'SEO/Local Search' },
  ])('webinar: %j gets the same verdict as the build-time validator', (data) => {
    expect(verdict(webinarBrowser.validate as Validator, data)).toEqual(verdict(webinarRjsf['webinar-form'] as unknown as Validator, data));
  });

  it('carry no message texts nor copies of the schema in their errors, and the fields and texts the script reads', () => {
    expect(auditBrowser.validate({})).toBe(false);
    expect(auditBrowser.validate.errors![0]).toEqual({ instancePath: '', keyword: 'required', params: { missingProperty: 'name' } });
    expect(auditBrowser.fields.website).toEqual({ type: 'string', pattern: '^(https?://|www\\.|[A-Za-z0-9\\-]+\\.)' });
    expect(webinarBrowser.fields.interests).toEqual({ type: 'array' });
    expect(auditBrowser.messages).not.toHaveProperty('noScript');
    expect(auditBrowser.messages['website.pattern']).toMatch(/^Please submit the URL/);
  });
});

describe('an ES module made from ajv standalone code (toEsm)', () => {
  it('exports each schema by its id, written in brackets or, when the id reads as a name, after a dot', () => {
    const code =
      '"use strict";\nexports["-24961fc9"] = validate10;\nexports.e5064f8 = validate11;\nfunction validate10() {}\nfunction validate11() {}\n';
    const esm = toEsm(code);
    expect(esm).toContain('export default { "-24961fc9": validate10, "e5064f8": validate11 };');
    expect(esm).not.toContain('exports.');
  });
});
