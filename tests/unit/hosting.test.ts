import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  documentOnlyHeaders,
  documentsAmongAssets,
  headersFile,
  redirectStub,
  redirectsFile,
  robotsTxt,
  securityHeaders,
  speculationRules,
  vercelConfig,
  webManifest,
} from '../../src/tooling/hosting.ts';
import { root } from '../../src/tooling/paths.ts';
import { siteSitemap, sitemapXml } from '../../src/core/sitemap.ts';
import { fixtureContent } from './helpers.ts';
import { testSteps } from '../../src/tooling/test-steps.ts';

const content = fixtureContent();
const site = content.site!;

describe('sitemap.xml', () => {
  const xml = siteSitemap(site.baseUrl, content.rendered);
  const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);

  it('lists every rendered page once, home first, with absolute URLs', () => {
    expect(locs).toHaveLength(content.rendered.size);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs[0]).toBe('https://www.rankharbor.com/');
    expect(locs).toContain('https://www.rankharbor.com/case-studies/Education');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(
      true,
    );
  });

  it('leaves out redirects, not-found pages and noindex pages, and stamps no lastmod', () => {
    for (const r of site.redirects) expect(locs).not.toContain(`${site.baseUrl}${r.from}`);
    expect(xml).not.toMatch(/404|lastmod/);
    const withHidden = new Map(content.rendered);
    withHidden.set('/thank-you', { meta: { title: 't', description: 'd', noindex: true }, blocks: [] });
    expect(siteSitemap(site.baseUrl, withHidden)).not.toContain('/thank-you');
  });

  it('escapes XML', () => {
    expect(sitemapXml('https://x.com', ['/a&b'])).toContain('<loc>https://x.com/a&amp;b</loc>');
  });
});

describe('robots.txt and the manifest', () => {
  it('robots.txt allows crawling and names the absolute sitemap', () => {
    expect(robotsTxt('https://www.rankharbor.com')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://www.rankharbor.com/sitemap.xml\n');
  });
  it('the manifest has the name, theme colour and installable icons', () => {
    const manifest = JSON.parse(webManifest(site));
    expect(manifest).toMatchObject({ name: 'RankHarbor', theme_color: site.themeColor, start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(['192x192', '512x512', '512x512']);
  });
});

describe('redirects for every host, from the one list', () => {
  it('_redirects: each old address with an explicit 301, then the case-study not-found page', () => {
    const lines = redirectsFile(site).trim().split('\n');
    expect(lines).toHaveLength(site.redirects.length + 1);
    expect(lines).toContain('/pricing / 301');
    expect(lines).toContain('/industry/food-chain /food-chain-seo 301');
    expect(lines).toContain('/seo-services/local-seo /services/local-seo 301');
    expect(lines.at(-1)).toBe('/case-studies/* /case-studies/404.html 404');
  });

  it('vercel.json: the same redirects as 301 (not 308) and the same headers', () => {
    const vercel = JSON.parse(vercelConfig(site));
    expect(vercel.redirects).toHaveLength(site.redirects.length);
    expect(vercel.redirects[0]).toEqual({ source: '/pricing', destination: '/', statusCode: 301 });
    type Rule = { source: string; headers: { key: string; value: string }[] };
    // Vercel's sources are path-to-regexp patterns; a rule's headers apply to each path it matches.
    const headersAt = (path: string) =>
      Object.fromEntries(
        (vercel.headers as Rule[])
          .filter((rule) => new RegExp(`^${rule.source.replace(/:path\*/, '.*')}$`).test(path))
          .flatMap((rule) => rule.headers.map((h) => [h.key, h.value])),
      );
    expect(headersAt('/contact')).toEqual(securityHeaders(site));
    expect(headersAt('/assets/entry-abc.js')).toEqual({
      ...Object.fromEntries(Object.entries(securityHeaders(site)).filter(([name]) => !documentOnlyHeaders.includes(name))),
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });

  it('a stub at each old address refreshes at once to the new one, points its canonical there and stays out of search', () => {
    const stub = redirectStub(site, '/webinar');
    expect(stub).toContain('<meta http-equiv="refresh" content="0; url=/webinar">');
    expect(stub).toContain('<link rel="canonical" href="https://www.rankharbor.com/webinar">');
    expect(stub).toContain('<meta name="robots" content="noindex">');
    expect(stub).not.toContain('<script');
  });
});

describe('security headers', () => {
  const headers = securityHeaders(site);
  const csp = Object.fromEntries(
    headers['Content-Security-Policy']!.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]),
  );

  it('allow scripts from the site only: no inline code, no eval', () => {
    expect(csp['script-src']).toBe("'self'");
    expect(headers['Content-Security-Policy']).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('let the page talk only to itself and the form service, and never be framed', () => {
    expect(csp['connect-src']).toBe("'self' https://api.web3forms.com");
    expect(csp['form-action']).toBe("'self' https://api.web3forms.com");
    expect(csp['frame-ancestors']).toBe("'none'");
    expect(csp['base-uri']).toBe("'self'");
  });

  it('include the other protective headers, in _headers too', () => {
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Strict-Transport-Security': expect.stringMatching(/^max-age=\d{8,}/),
    });
    expect(headers['Permissions-Policy']).toContain('camera=()');
    const file = headersFile(site);
    for (const [name, value] of Object.entries(headers)) expect(file).toContain(`  ${name}: ${value}\n`);
    expect(file).toContain(
      '/assets/*\n  ! Content-Security-Policy\n  ! Permissions-Policy\n  ! X-Frame-Options\n  ! Cross-Origin-Opener-Policy\n  ! Speculation-Rules\n  Cache-Control: public, max-age=31536000, immutable\n',
    );
  });

  it('leave built assets without document-only headers, so nothing a browser opens as a document may be built there', () => {
    expect(documentsAmongAssets(['entry-a1.js', 'styles-b2.css', 'photos/team-c3-400.avif', 'inter-d4.woff2'])).toEqual([]);
    expect(documentsAmongAssets(['logo-e5.svg', 'photos/x.jpg', 'report.PDF', 'page.html'])).toEqual([
      'logo-e5.svg',
      'report.PDF',
      'page.html',
    ]);
    expect(documentOnlyHeaders).not.toContain('X-Content-Type-Options');
  });

  it("allow no analytics origin on a site that tracks nothing, and only the tag's origins on one that does", () => {
    const forms = { endpoint: 'https://forms.example.org/submit', accessKey: '' };
    const plain = securityHeaders({ forms, analytics: {} })['Content-Security-Policy']!;
    expect(plain).not.toMatch(/google/);
    expect(plain).toContain("script-src 'self';");
    const tracked = securityHeaders({ forms, analytics: { id: 'G-TEST123' } })['Content-Security-Policy']!;
    expect(tracked).toContain("script-src 'self' https://www.googletagmanager.com;");
    expect(tracked).toMatch(/connect-src 'self' https:\/\/forms\.example\.org [^;]*https:\/\/\*\.google-analytics\.com/);
  });

  it('follow the form service when it changes', () => {
    expect(
      securityHeaders({ forms: { endpoint: 'https://forms.example.org/submit', accessKey: '' } })['Content-Security-Policy'],
    ).toContain("connect-src 'self' https://forms.example.org;");
  });
});

describe('Speculation Rules', () => {
  it('every response names the rules file in a header, so no inline script is needed', () => {
    expect(securityHeaders(site)['Speculation-Rules']).toBe('"/speculation-rules.json"');
    expect(headersFile(site)).toContain('  Speculation-Rules: "/speculation-rules.json"');
  });

  it('every host serves the rules file with the media type browsers require', () => {
    expect(headersFile(site)).toContain('/speculation-rules.json\n  Content-Type: application/speculationrules+json\n');
    const vercel = JSON.parse(vercelConfig(site)) as { headers: { source: string; headers: { key: string; value: string }[] }[] };
    expect(vercel.headers.find((h) => h.source === '/speculation-rules.json')?.headers).toEqual([
      { key: 'Content-Type', value: 'application/speculationrules+json' },
    ]);
  });

  it("prerender the site's own pages on hover or press, never files or links that open elsewhere", () => {
    expect(Object.keys(speculationRules.rules)).toEqual(['prerender']);
    const [rule] = speculationRules.rules.prerender;
    // Links found in the document, prerendered (not only prefetched) on hover or press.
    expect(rule.source).toBe('document');
    expect(rule.eagerness).toBe('moderate');
    expect(rule.where.and).toEqual([
      { href_matches: '/*' },
      { not: { href_matches: '/*.*' } },
      { not: { selector_matches: '[target=_blank], [rel~=nofollow], [download]' } },
    ]);
  });
});

describe('what the hosts build', () => {
  const toml = readFileSync(path.join(root, 'netlify.toml'), 'utf8');
  const sections: Record<string, string> = Object.fromEntries(
    toml
      .split(/^\[/m)
      .slice(1)
      .map((text) => [text.slice(0, text.indexOf(']')), text]),
  );

  it('Netlify runs the production build, which refuses an empty form access key, and publishes dist/', () => {
    expect(sections.build).toMatch(/^\s+command = "npm run build:production"$/m);
    expect(sections.build).toMatch(/^\s+publish = "dist"$/m);
  });

  it("Netlify's deploy preview of a pull request builds without the access-key check, at the preview's own address", () => {
    const preview = sections['context.deploy-preview'];
    expect(preview).toBeDefined();
    const commands = [...preview!.matchAll(/^\s+command = "(.*)"$/gm)].map((m) => m[1]);
    expect(commands).toEqual(['SITE_URL=$DEPLOY_PRIME_URL npm run build']);
    // npm run build is the build alone: the access-key check is only in build:production.
    const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;
    expect(scripts.build).not.toMatch(/production-check|build:production/);
    expect(scripts['build:production']).toMatch(/production-check\.ts && npm run build$/);
  });

  it('the generated vercel.json is for dist/ as built, so it has no build command of its own', () => {
    expect(JSON.parse(vercelConfig(site))).not.toHaveProperty('buildCommand');
  });
});

describe('CI on every pull request', () => {
  const workflow = readFileSync(path.join(root, '.github', 'workflows', 'ci.yml'), 'utf8');
  const scripts: Record<string, string> = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;

  it('runs on pull requests and on pushes to main', () => {
    expect(workflow).toMatch(/^on:\n {2}pull_request:\n {2}push:\n {4}branches: \[main\]\n/m);
  });

  it('runs every step npm test runs, validation first, so the workflow and the README test the same things', () => {
    const runs = [...workflow.matchAll(/^\s+run: (.+)$/gm)].map((m) => m[1]!.trim());
    const npmRuns = runs.filter((run) => run.startsWith('npm run ')).map((run) => run.slice('npm run '.length));
    // A script a job runs, and every script it runs in turn (test:gates runs budgets, scaling, …).
    const reached = new Set<string>();
    const reach = (name: string) => {
      if (reached.has(name)) return;
      reached.add(name);
      for (const [, inner] of (scripts[name] ?? '').matchAll(/npm run (\S+)/g)) reach(inner!);
    };
    npmRuns.forEach(reach);
    // The browser tests run as Playwright's shards of the chromium project, and the typing project alone.
    const shards = /^npx playwright test --project=chromium --shard=\$\{\{ matrix\.shard \}\}\/3$/;
    if (runs.some((run) => shards.test(run)) && runs.includes('npx playwright test --project=typing --no-deps'))
      reached.add('test:browser');
    expect(workflow).toMatch(/shard: \[1, 2, 3\]/);
    expect(testSteps.map(([, script]) => script).filter((script) => !reached.has(script))).toEqual([]);
    expect(scripts.test).toBe('node --import tsx scripts/test.ts');
    expect(scripts['test:browser']).toBe('playwright test');
    expect(npmRuns[0]).toBe('validate');
  });

  it('gives every job a timeout', () => {
    const jobs = workflow
      .slice(workflow.indexOf('\njobs:\n'))
      .split(/\n(?= {2}[a-z-]+:\n)/)
      .slice(1);
    expect(jobs.length).toBeGreaterThanOrEqual(4);
    for (const job of jobs) expect(job, job.split('\n')[0]).toMatch(/\n {4}timeout-minutes: \d+\n/);
  });
});
