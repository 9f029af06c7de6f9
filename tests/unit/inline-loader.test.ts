// The island loader as each page carries it inline (src/tooling/build/assets.ts), and the policy that
// runs it by its hash.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../src/tooling/hosting.ts';
import { loaderModule, type Manifest } from '../../src/tooling/manifest.ts';
import { inlineLoader } from '../../src/tooling/build/assets.ts';
import { fixtureContent } from './helpers.ts';

const manifest: Manifest = {
  [loaderModule]: { file: 'assets/entry-a1.js', isEntry: true },
  'src/blocks/tabs/tabs.island.ts': { file: 'assets/tabs.island-b2.js', isDynamicEntry: true },
};

describe('the inline island loader', () => {
  it("makes its imports of the islands' chunks absolute, and leaves other strings alone", () => {
    const code =
      'var t={"../blocks/tabs/tabs.island.ts":()=>import(`./tabs.island-b2.js`),"../x.island.ts":()=>import("./x-c3.js").then(e=>e.n)};' +
      'import{a}from"./shared-d4.js";const s="./not-an-import.js";';
    expect(inlineLoader(code, 'assets/entry-a1.js', manifest)).toBe(
      'var t={"../blocks/tabs/tabs.island.ts":()=>import(`/assets/tabs.island-b2.js`),"../x.island.ts":()=>import("/assets/x-c3.js").then(e=>e.n)};' +
        'import{a}from"/assets/shared-d4.js";const s="./not-an-import.js";',
    );
  });

  it("refuses a build where an island's chunk imports from the loader's, which would fetch the loader's file again", () => {
    const shared = { ...manifest, 'src/blocks/tabs/tabs.island.ts': { file: 'assets/tabs.island-b2.js', imports: [loaderModule] } };
    expect(() => inlineLoader('import(`./tabs.island-b2.js`)', 'assets/entry-a1.js', shared)).toThrow(
      /src\/blocks\/tabs\/tabs\.island\.ts import\(s\) from the island loader \(src\/islands\/entry\.ts\), which pages inline/,
    );
  });

  it('refuses code that names a module it cannot make absolute, or that would end its script element', () => {
    expect(() => inlineLoader('import(`../up-e5.js`)', 'assets/entry-a1.js', manifest)).toThrow(
      /names import\(`\.\.\/up-e5\.js`, which cannot be made absolute/,
    );
    expect(() => inlineLoader('const s="</script>";', 'assets/entry-a1.js', manifest)).toThrow(/cannot be inlined/);
    expect(() => inlineLoader('const s="<!--";', 'assets/entry-a1.js', manifest)).toThrow(/cannot be inlined/);
  });

  it("is run by the site's policy by its hash, and no other inline code is", () => {
    const site = fixtureContent().site!;
    const code = 'console.log(1)';
    const hash = createHash('sha256').update(code, 'utf8').digest('base64');
    const scriptSrc = (headers: Record<string, string>) =>
      headers['Content-Security-Policy']!.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc(securityHeaders(site, [code]))).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(scriptSrc(securityHeaders(site))).toBe("script-src 'self'");
    expect(securityHeaders(site, [code])['Content-Security-Policy']).not.toMatch(/unsafe-inline|unsafe-eval/);
  });
});
