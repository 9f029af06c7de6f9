// How every host serves the page studio on the web (/studio/): its own Content-Security-Policy and
// X-Robots-Tag: noindex, from the one policy in src/tooling/hosting.ts, read as each host reads its file
// (Netlify and Cloudflare Pages from _headers, Vercel from vercel.json, the local server from its config);
// the site's pages keep theirs; and the tests' API setting, which only a local server started with it honours.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioFilesIn } from '../../src/tooling/budgets.ts';
import {
  allowConnectTo,
  assetCacheHeader,
  documentOnlyHeaders,
  headersFile,
  notForStudio,
  robotsTxt,
  securityHeaders,
  serveSections,
  studioAssetsPath,
  studioHeaders,
  vercelConfig,
} from '../../src/tooling/hosting.ts';
import { root } from '../../src/tooling/paths.ts';
import { createStaticHandler, type ServeConfig } from '../../src/tooling/static-server.ts';
import { siteSitemap } from '../../src/core/sitemap.ts';
import { previewFrameStyle } from '../../src/studio/shared/preview-frame-style.ts';
import { fixtureContent } from './helpers.ts';

const content = fixtureContent();
const site = content.site!;
const directives = (csp: string) => Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1).join(' ')]));
const studio = studioHeaders(site);
const studioCsp = studio['Content-Security-Policy']!;
const siteCsp = securityHeaders(site)['Content-Security-Policy']!;

describe("the studio's policy", () => {
  const csp = directives(studioCsp);

  it('allows its own files, GitHub’s API, and nothing that runs or styles from text in the page', () => {
    expect(csp).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': `'self' 'sha256-${createHash('sha256').update(previewFrameStyle).digest('base64')}'`,
      'img-src': "'self' data: blob:",
      'font-src': "'self'",
      'connect-src': "'self' https://api.github.com",
      'form-action': "'none'",
      'object-src': "'none'",
      'frame-ancestors': "'none'",
      'base-uri': "'none'",
    });
    expect(studioCsp).not.toMatch(/unsafe-eval|unsafe-inline|\*/);
  });

  it('keeps the studio out of search results and keeps the site’s other protective headers, less the prerendering rules', () => {
    expect(studio['X-Robots-Tag']).toBe('noindex');
    expect(studio['Speculation-Rules']).toBeUndefined();
    const { 'Content-Security-Policy': _a, 'Speculation-Rules': _b, ...rest } = securityHeaders(site);
    expect(studio).toMatchObject(rest);
    expect(notForStudio).toEqual(['Content-Security-Policy', 'Speculation-Rules']);
  });

  it('lets the tests’ local server add its stand-in to connect-src, once', () => {
    const once = allowConnectTo(studioCsp, 'http://127.0.0.1:4180');
    expect(directives(once)['connect-src']).toBe("'self' https://api.github.com http://127.0.0.1:4180");
    expect(allowConnectTo(once, 'http://127.0.0.1:4180')).toBe(once);
    expect(directives(once)['script-src']).toBe("'self'");
  });

  it('leaves /studio/ crawlable (its noindex is the rule) and out of the sitemap', () => {
    expect(robotsTxt(site.baseUrl)).not.toMatch(/Disallow/);
    expect(siteSitemap(site.baseUrl, content.rendered)).not.toContain('/studio');
  });
});

/** _headers as a host reads it: rules of a path pattern (a * matches the rest, the folder itself too), each a list of lines. */
function parseHeadersFile(text: string) {
  const rules: { path: string; lines: string[] }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (line.startsWith('/')) rules.push({ path: line.trim(), lines: [] });
    else rules.at(-1)!.lines.push(line.trim());
  }
  return rules;
}
const matchesRule = (rule: string, pathname: string) =>
  rule.endsWith('/*') ? pathname === rule.slice(0, -2) || pathname.startsWith(rule.slice(0, -1)) : pathname === rule;

/** Netlify: every matching rule applies in order; a later rule's value of a header replaces the earlier one's; a line without a colon is skipped. */
function netlify(text: string, pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of parseHeadersFile(text).filter((r) => matchesRule(r.path, pathname)))
    for (const line of rule.lines.filter((l) => l.includes(':'))) {
      const at = line.indexOf(':');
      headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  return headers;
}

/** Cloudflare Pages: every matching rule applies; the same header from two rules is joined with a comma, unless a "! Name" line detached it. */
function cloudflare(text: string, pathname: string): Record<string, string> {
  const matching = parseHeadersFile(text).filter((r) => matchesRule(r.path, pathname));
  const detached = new Set(matching.flatMap((r) => r.lines.filter((l) => l.startsWith('!')).map((l) => l.slice(1).trim())));
  const headers: Record<string, string> = {};
  for (const rule of matching) {
    const own = new Set(rule.lines.filter((l) => l.startsWith('!')).map((l) => l.slice(1).trim()));
    for (const line of rule.lines.filter((l) => !l.startsWith('!'))) {
      const at = line.indexOf(':');
      const [name, value] = [line.slice(0, at).trim(), line.slice(at + 1).trim()];
      // A detached header is kept only from the rules that detach it (and so set it again).
      if (detached.has(name) && !own.has(name)) continue;
      headers[name] = headers[name] && !own.has(name) ? `${headers[name]}, ${value}` : value;
    }
  }
  return headers;
}

/** Vercel: sources in path-to-regexp syntax; every matching rule applies in order, a later value of a header wins. */
function vercel(json: string, pathname: string): Record<string, string> {
  const config = JSON.parse(json) as { headers: { source: string; headers: { key: string; value: string }[] }[] };
  const headers: Record<string, string> = {};
  for (const { source, headers: list } of config.headers) {
    // A parenthesised group is a regular expression as written; outside one, a dot is a dot.
    let pattern = '';
    let depth = 0;
    for (const char of source.replace(/\/:path\*$/, '\u0000')) {
      depth += char === '(' ? 1 : char === ')' ? -1 : 0;
      pattern += char === '\u0000' ? '(?:/.*)?' : char === '.' && depth === 0 ? '\\.' : char;
    }
    if (/:\w/.test(pattern)) throw new Error(`A source this test cannot read: ${source}`);
    if (new RegExp(`^${pattern}$`).test(pathname)) for (const { key, value } of list) headers[key] = value;
  }
  return headers;
}

describe('every host serves the studio with its policy, and the site with the site’s', () => {
  const file = headersFile(site);
  const json = vercelConfig(site);
  const hosts = {
    Netlify: (p: string) => netlify(file, p),
    'Cloudflare Pages': (p: string) => cloudflare(file, p),
    Vercel: (p: string) => vercel(json, p),
  };

  for (const [host, headersAt] of Object.entries(hosts)) {
    it(host, () => {
      for (const pathname of ['/studio', '/studio/', '/studio/index.html', '/studio/assets/index-abc.js']) {
        const headers = headersAt(pathname);
        expect(headers['Content-Security-Policy'], pathname).toBe(studioCsp);
        expect(headers['X-Robots-Tag'], pathname).toBe('noindex');
        expect(headers['X-Frame-Options'], pathname).toBe('DENY');
      }
      expect(headersAt('/studio/assets/index-abc.js')['Cache-Control']).toBe(assetCacheHeader.value);
      for (const pathname of ['/', '/about', '/studios', '/services/local-seo', '/assets-guide']) {
        expect(headersAt(pathname)['Content-Security-Policy'], pathname).toBe(siteCsp);
        expect(headersAt(pathname)['X-Robots-Tag'], pathname).toBeUndefined();
      }
      // Built assets go without the document-only headers where a host can take a header away (Netlify cannot).
      const asset = headersAt('/assets/app-abc.js');
      expect(asset['Cache-Control']).toBe(assetCacheHeader.value);
      expect(asset['X-Content-Type-Options']).toBe('nosniff');
      for (const name of documentOnlyHeaders)
        if (host === 'Netlify') expect(asset[name], name).toBe(securityHeaders(site)[name]);
        else expect(asset[name], name).toBeUndefined();
      if (host === 'Cloudflare Pages') expect(headersAt('/studio')['Speculation-Rules']).toBeUndefined();
    });
  }

  it('_headers says why, and the site rule stays first', () => {
    expect(file.startsWith('/*\n')).toBe(true);
    expect(file).toContain(
      '# The page studio on the web: its own policy, and kept out of search results.\n/studio/*\n  ! Content-Security-Policy\n',
    );
    expect(file).toContain(`${studioAssetsPath}*\n  Cache-Control: ${assetCacheHeader.value}\n`);
  });
});

describe('the local server', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'studio-serve-'));
  const dist = path.join(work, 'dist');
  const page = (title: string) => `<!doctype html><html><head><title>${title}</title></head><body><p>${title}</p></body></html>`;
  const config: ServeConfig = {
    handler: { public: dist, redirects: [], headers: [] },
    notFound: [],
    headers: securityHeaders(site),
    assetCache: assetCacheHeader,
    sections: serveSections(site),
  };
  let port = 0;
  let server: ChildProcess | undefined;

  const get = (target: string, at = port) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: at, path: target, agent: false }, (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
        })
        .on('error', reject);
    });
  const freePort = () =>
    new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
  /** scripts/serve.ts over this folder, with the environment given; answers its port once it serves. */
  const serve = async (env: Record<string, string>) => {
    const at = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'serve.ts')], {
      cwd: root,
      env: { ...process.env, DIST_DIR: dist, PORT: String(at), ...env },
    });
    let output = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk) => (output += chunk) && output.includes('Serving') && resolve());
      child.stderr!.on('data', (chunk) => (output += chunk));
      child.on('exit', (code) => reject(new Error(`The server stopped (${code}): ${output}`)));
    });
    return { child, at, output };
  };

  beforeAll(async () => {
    for (const [name, text] of Object.entries({
      'index.html': page('Home'),
      'about/index.html': page('About'),
      '404.html': page('Not found'),
      'studio/index.html': page('Page studio'),
      'studio/assets/index-abc.js': 'console.log(1);',
      'assets/app-abc.js': 'console.log(2);',
    })) {
      mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
      writeFileSync(path.join(dist, name), text);
    }
    mkdirSync(path.join(work, '.build'));
    writeFileSync(path.join(work, '.build', 'dist.serve.json'), JSON.stringify(config));
    const started = await serve({ STUDIO_GITHUB_API: 'http://127.0.0.1:4180' });
    server = started.child;
    port = started.at;
    expect(started.output).toContain('the page studio talks to http://127.0.0.1:4180, for tests');
  }, 60_000);
  afterAll(() => {
    server?.kill();
    rmSync(work, { recursive: true, force: true });
  });

  it('answers the studio with its policy, without the prerendering rules, and the site with the site’s', async () => {
    const local = http.createServer(createStaticHandler(config));
    await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve));
    const at = (local.address() as net.AddressInfo).port;
    try {
      for (const url of ['/studio', '/studio/assets/index-abc.js']) {
        const { headers } = await get(url, at);
        expect(headers['content-security-policy'], url).toBe(studioCsp);
        expect(headers['x-robots-tag'], url).toBe('noindex');
        expect(headers['speculation-rules'], url).toBeUndefined();
      }
      expect((await get('/studio/', at)).headers).toMatchObject({ location: '/studio', 'x-robots-tag': 'noindex' });
      expect((await get('/studio/assets/index-abc.js', at)).headers['cache-control']).toBe(assetCacheHeader.value);
      const asset = await get('/assets/app-abc.js', at);
      expect(asset.headers['cache-control']).toBe(assetCacheHeader.value);
      expect(asset.headers['x-content-type-options']).toBe('nosniff');
      for (const name of documentOnlyHeaders) expect(asset.headers[name.toLowerCase()], name).toBeUndefined();
      const about = await get('/about', at);
      expect(about.headers['content-security-policy']).toBe(siteCsp);
      expect(about.headers['speculation-rules']).toBeDefined();
      expect(about.headers['x-robots-tag']).toBeUndefined();
    } finally {
      local.close();
    }
  });

  it('started with STUDIO_GITHUB_API, names the stand-in in /studio/api-address.json and lets the studio connect to it', async () => {
    const file = await get('/studio/api-address.json');
    expect(file.status).toBe(200);
    expect(JSON.parse(file.body)).toEqual({ apiUrl: 'http://127.0.0.1:4180' });
    expect(file.headers['cache-control']).toBe('no-store');
    const studioPage = await get('/studio');
    expect(directives(studioPage.headers['content-security-policy'] as string)['connect-src']).toBe(
      "'self' https://api.github.com http://127.0.0.1:4180",
    );
    expect((await get('/about')).headers['content-security-policy']).toBe(siteCsp);
  });

  it('started without it, as every real host, has no such file and no such address in the policy', async () => {
    const plain = await serve({ STUDIO_GITHUB_API: '' });
    try {
      expect((await get('/studio/api-address.json', plain.at)).status).toBe(404);
      expect((await get('/studio', plain.at)).headers['content-security-policy']).toBe(studioCsp);
    } finally {
      plain.child.kill();
    }
  });
});

describe('no site page names a file of the studio', () => {
  it('finds a studio script or asset a page names, and not a link to the studio or its sign-in', () => {
    expect(studioFilesIn('<script type="module" src="/studio/assets/index-abc.js"></script>')).toEqual(['/studio/assets/index-abc.js']);
    expect(studioFilesIn('<link rel="stylesheet" href="/studio/assets/mount-x.css">')).toEqual(['/studio/assets/mount-x.css']);
    expect(studioFilesIn('<link rel="modulepreload" href="/studio/assets/a.js"><script src="/studio/x.js"></script>')).toEqual([
      '/studio/assets/a.js',
      '/studio/x.js',
    ]);
    expect(
      studioFilesIn('<a href="/studio/">Edit</a><a href="/studio/auth/start">Sign in</a><script src="/assets/entry.js"></script>'),
    ).toEqual([]);
  });
});
