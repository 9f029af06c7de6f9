// "Sign in with GitHub" for the hosted studio (src/studio/github/oauth.ts), against a
// stand-in for GitHub's token endpoint on 127.0.0.1 that answers as GitHub's OAuth documentation shows
// (a JSON body with access_token, or with error and error_description, both with status 200).
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handleStudioAuth, type OAuthSettings } from '../../src/studio/github/oauth.ts';
import { tokenStorageKey } from '../../src/studio/github/sign-in/session.ts';

const secret = 'app-secret-0123456789abcdef';
const goodCode = 'code-from-github';
let received: Record<string, string>[] = [];
let server: http.Server;
let tokenUrl = '';

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const sent = JSON.parse(body) as Record<string, string>;
      received.push({ ...sent, accept: request.headers.accept ?? '', method: request.method ?? '' });
      response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end(
        JSON.stringify(
          sent.code === goodCode && sent.client_secret === secret
            ? { access_token: 'gho_16C7e42F292c6912E7710c838347Ae178B4a', scope: 'repo', token_type: 'bearer' }
            : {
                error: 'bad_verification_code',
                error_description: 'The code passed is incorrect or expired.',
                error_uri:
                  'https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors/#bad-verification-code',
              },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  tokenUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/login/oauth/access_token`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
});

const settings = (): OAuthSettings => ({ clientId: 'Iv1.studio', clientSecret: secret, siteUrl: 'https://www.rankharbor.com', tokenUrl });
const get = (url: string, cookie?: string) => new Request(url, { headers: cookie ? { cookie } : {} });

/** Starts a sign-in as a browser would: the state GitHub will send back, and the cookie the browser keeps. */
async function start() {
  const response = await handleStudioAuth(get('https://www.rankharbor.com/studio/auth/start'), settings());
  const location = new URL(response.headers.get('location')!);
  const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
  return { response, location, cookie, state: location.searchParams.get('state')! };
}

describe('sign-in with GitHub', () => {
  it('sends the editor to GitHub with a fresh state kept in a __Host- cookie no subdomain can set, and the site’s own callback', async () => {
    const { response, location, cookie, state } = await start();
    expect(response.status).toBe(302);
    expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize');
    expect(location.searchParams.get('client_id')).toBe('Iv1.studio');
    expect(location.searchParams.get('redirect_uri')).toBe('https://www.rankharbor.com/studio/auth/callback');
    expect(state).toMatch(/^[\w-]{43}$/);
    expect(cookie).toBe(`__Host-studio_oauth_state=${state}`);
    expect(response.headers.get('set-cookie')).toMatch(/; Path=\/; Max-Age=600; HttpOnly; Secure; SameSite=Lax$/);
    expect((await start()).state).not.toBe(state);
  });

  it('never takes the callback address from the request: another host still gets the site’s own', async () => {
    const response = await handleStudioAuth(get('https://attacker.example/studio/auth/start'), settings());
    expect(new URL(response.headers.get('location')!).searchParams.get('redirect_uri')).toBe(
      'https://www.rankharbor.com/studio/auth/callback',
    );
  });

  it('trades the code for a token with the secret, hands the token to this tab only, and never shows the secret', async () => {
    const { cookie, state } = await start();
    const response = await handleStudioAuth(
      get(`https://www.rankharbor.com/studio/auth/callback?code=${goodCode}&state=${state}`, cookie),
      settings(),
    );
    expect(received).toEqual([
      {
        client_id: 'Iv1.studio',
        client_secret: secret,
        code: goodCode,
        redirect_uri: 'https://www.rankharbor.com/studio/auth/callback',
        accept: 'application/json',
        method: 'POST',
      },
    ]);
    expect(response.status).toBe(200);
    const html = await response.text();
    const headers = JSON.stringify([...response.headers]);
    expect(html + headers).not.toContain(secret);
    const script = /<script>([\s\S]*)<\/script>/.exec(html)![1]!;
    expect(script).toBe(
      `sessionStorage.setItem("${tokenStorageKey}", "gho_16C7e42F292c6912E7710c838347Ae178B4a");location.replace('/studio/');`,
    );
    // The page runs that script and nothing else: its policy allows it by its hash alone.
    const hash = createHash('sha256').update(script).digest('base64');
    expect(response.headers.get('content-security-policy')).toBe(
      `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; frame-ancestors 'none'`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('set-cookie')).toMatch(/^__Host-studio_oauth_state=; Path=\/; Max-Age=0/);
  });

  it('refuses a callback whose state this browser was not given, without asking GitHub for a token', async () => {
    const { cookie } = await start();
    for (const request of [
      get(`https://www.rankharbor.com/studio/auth/callback?code=${goodCode}&state=forged`, cookie),
      get(`https://www.rankharbor.com/studio/auth/callback?code=${goodCode}&state=anything`),
      get(`https://www.rankharbor.com/studio/auth/callback?code=${goodCode}`, cookie),
    ]) {
      const response = await handleStudioAuth(request, settings());
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('This sign-in did not start from this browser, or it took more than ten minutes.');
    }
    expect(received).toEqual([]);
  });

  it('says in plain words when GitHub refuses the code or the editor declines, and hands over no token', async () => {
    const { cookie, state } = await start();
    const refused = await handleStudioAuth(
      get(`https://www.rankharbor.com/studio/auth/callback?code=old&state=${state}`, cookie),
      settings(),
    );
    expect(refused.status).toBe(400);
    const text = await refused.text();
    expect(text).toContain('GitHub refused it: the sign-in code had expired or was used already.');
    expect(text).not.toContain('sessionStorage');
    const declined = await handleStudioAuth(
      get(
        `https://www.rankharbor.com/studio/auth/callback?error=access_denied&error_description=The+user+has+denied+your+application+access.&state=${state}`,
        cookie,
      ),
      settings(),
    );
    expect(declined.status).toBe(400);
    expect(await declined.text()).toContain(
      'GitHub said you chose not to let the page studio use your GitHub account. Nothing was changed.',
    );
  });

  it('shows nothing a callback carries before its state is checked: an error from elsewhere gets the plain refusal', async () => {
    const { cookie } = await start();
    for (const request of [
      get('https://www.rankharbor.com/studio/auth/callback?error=access_denied&error_description=Call+0800+SCAMMER+to+unlock'),
      get('https://www.rankharbor.com/studio/auth/callback?error=access_denied&error_description=Call+0800+SCAMMER&state=forged', cookie),
    ]) {
      const response = await handleStudioAuth(request, settings());
      expect(response.status).toBe(400);
      const text = await response.text();
      expect(text).toContain('This sign-in did not start from this browser');
      expect(text).not.toContain('SCAMMER');
    }
  });

  it('refuses when the browser sends two state cookies: a planted one cannot win by coming first', async () => {
    const { cookie, state } = await start();
    const planted = '__Host-studio_oauth_state=planted-by-attacker';
    for (const cookies of [`${planted}; ${cookie}`, `${cookie}; ${planted}`]) {
      const response = await handleStudioAuth(
        get(`https://www.rankharbor.com/studio/auth/callback?code=${goodCode}&state=${state}`, cookies),
        settings(),
      );
      expect(response.status).toBe(400);
    }
    expect(received).toEqual([]);
  });

  it('says GitHub did not answer when the token endpoint answers JSON null, a list or a page, and hands over no token', async () => {
    for (const body of ['null', '[]', '<html>Captive portal</html>']) {
      const { cookie, state } = await start();
      const answer = () => Promise.resolve(new Response(body, { headers: { 'Content-Type': 'application/json' } }));
      const response = await handleStudioAuth(
        get(`https://www.rankharbor.com/studio/auth/callback?code=${goodCode}&state=${state}`, cookie),
        { ...settings(), fetch: answer },
      );
      expect(response.status).toBe(502);
      const text = await response.text();
      expect(text).toContain('GitHub could not be reached to finish the sign-in.');
      expect(text).not.toContain('sessionStorage');
    }
  });

  it('explains itself when the host has no app set up, and answers only its two addresses', async () => {
    const unset = await handleStudioAuth(get('https://www.rankharbor.com/studio/auth/start'), { ...settings(), clientSecret: undefined });
    expect(unset.status).toBe(503);
    expect(await unset.text()).toContain('sign in with a token');
    expect((await handleStudioAuth(get('https://www.rankharbor.com/studio/auth/other'), settings())).status).toBe(404);
    const post = await handleStudioAuth(new Request('https://www.rankharbor.com/studio/auth/start', { method: 'POST' }), settings());
    expect(post.status).toBe(405);
  });
});
