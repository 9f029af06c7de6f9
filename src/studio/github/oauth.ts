// Sign-in with GitHub for the hosted page studio, on a static host: GitHub's OAuth web flow, with the one
// step a browser cannot do (trading the code for a token, which needs the app's secret) done here.
//
//   GET /studio/auth/start     sets a one-time state in a __Host- cookie, and sends the
//                              editor to GitHub's consent page, asking to come back to the callback below
//   GET /studio/auth/callback  checks GitHub's state against the cookie, trades the code for a token with
//                              the client secret, and hands the token to the studio in this tab only
//                              (sessionStorage), then opens /studio/
//
// The secret never leaves this function; the address GitHub sends the editor back to is always the site's
// own (from the host's settings, never from the request); a callback without the state this browser was
// given is refused, before anything the request carries is shown. The state's cookie is a __Host- one, which
// no subdomain can set: a cookie planted from one cannot choose the state a sign-in is checked against.
// Pure: the settings and fetch come from the caller (the function, or a test). The key the token is kept
// under is the studio's own (tokenStorageKey in sign-in/session.ts, which reads it there).
import { tokenStorageKey } from './sign-in/session.ts';

export interface OAuthSettings {
  /** The GitHub OAuth app's client id and secret, from the host's environment. */
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** The site's own address (Netlify's URL), e.g. https://www.rankharbor.com. */
  siteUrl: string | undefined;
  /** GitHub's authorize page and token endpoint (GitHub's own unless a test stands in for them). */
  authorizeUrl?: string;
  tokenUrl?: string;
  fetch?: typeof fetch;
}

const stateCookie = '__Host-studio_oauth_state';
const authPath = '/studio/auth';

const page = (status: number, title: string, body: string, extra: Record<string, string> = {}) =>
  new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`,
    {
      status,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Robots-Tag': 'noindex',
        'Referrer-Policy': 'no-referrer',
        'Content-Security-Policy': "default-src 'none'; base-uri 'none'; frame-ancestors 'none'",
        ...extra,
      },
    },
  );

const backLink = '<p><a href="/studio/">Back to the page studio</a></p>';
// A __Host- cookie must be set for the whole site (Path=/), from a secure page, without a Domain.
const clearCookie = `${stateCookie}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`;

/** The cookie's value when the browser sent it exactly once; two of them leave no way to tell which is ours. */
function readCookie(request: Request, name: string): string | undefined {
  const values: string[] = [];
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) values.push(value.join('='));
  }
  return values.length === 1 ? values[0] : undefined;
}

/** What GitHub's documented callback errors mean, in the editor's words; any other is named by its code alone. */
const callbackErrors: Record<string, string> = {
  access_denied: 'you chose not to let the page studio use your GitHub account',
  redirect_uri_mismatch: "the sign-in app's callback address is not this site's (a developer fixes it in the app's settings on GitHub)",
  application_suspended: 'the sign-in app is suspended on GitHub',
};
const callbackError = (code: string) =>
  callbackErrors[code] ?? (/^[a-z_]{1,40}$/.test(code) ? `it stopped the sign-in (${code})` : 'it stopped the sign-in');

/** Compares two strings in time that does not depend on where they differ. */
function sameText(a: string, b: string): boolean {
  const [x, y] = [new TextEncoder().encode(a), new TextEncoder().encode(b)];
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The studio's own origin, from the settings; undefined when it is not an http(s) address. */
function siteOrigin(siteUrl: string | undefined): string | undefined {
  try {
    const url = new URL(siteUrl ?? '');
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function handleStudioAuth(request: Request, settings: OAuthSettings): Promise<Response> {
  const origin = siteOrigin(settings.siteUrl);
  if (!settings.clientId || !settings.clientSecret || !origin) {
    return page(
      503,
      'Sign-in with GitHub is not set up',
      '<p>This site has no GitHub sign-in yet. A developer sets it up once (see docs/web-studio.md, "Sign-in with GitHub for the page studio on the web"). Until then, sign in with a token on the studio\'s start screen.</p>' +
        backLink,
    );
  }
  if (request.method !== 'GET') return page(405, 'Not here', backLink, { Allow: 'GET' });
  const url = new URL(request.url);
  const callback = `${origin}${authPath}/callback`;

  if (url.pathname === `${authPath}/start`) {
    const state = randomState();
    const authorize = new URL(settings.authorizeUrl ?? 'https://github.com/login/oauth/authorize');
    authorize.search = new URLSearchParams({ client_id: settings.clientId, redirect_uri: callback, scope: 'repo', state }).toString();
    return new Response(null, {
      status: 302,
      headers: {
        Location: authorize.toString(),
        'Set-Cookie': `${stateCookie}=${state}; Path=/; Max-Age=600; HttpOnly; Secure; SameSite=Lax`,
        'Cache-Control': 'no-store',
      },
    });
  }

  if (url.pathname !== `${authPath}/callback`) return page(404, 'Not here', backLink);
  const code = url.searchParams.get('code');
  const denied = url.searchParams.get('error');
  const given = url.searchParams.get('state');
  const expected = readCookie(request, stateCookie);
  // The state first: a callback this browser did not start shows nothing it carries, not even an error.
  if (!given || !expected || !sameText(given, expected) || (!code && !denied)) {
    return page(
      400,
      'Sign-in was not finished',
      '<p>This sign-in did not start from this browser, or it took more than ten minutes. Start again from the page studio.</p>' + backLink,
      { 'Set-Cookie': clearCookie },
    );
  }
  if (denied || !code) {
    return page(
      400,
      'Sign-in was not finished',
      `<p>GitHub said ${escapeHtml(callbackError(denied ?? ''))}. Nothing was changed.</p>${backLink}`,
      {
        'Set-Cookie': clearCookie,
      },
    );
  }

  let answer: { access_token?: unknown; error?: unknown; error_description?: unknown };
  try {
    const response = await (settings.fetch ?? fetch)(settings.tokenUrl ?? 'https://github.com/login/oauth/access_token', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ client_id: settings.clientId, client_secret: settings.clientSecret, code, redirect_uri: callback }),
    });
    answer = (await response.json()) as typeof answer;
    // GitHub answers an object; anything else (null, a list, a proxy's page) is no answer from it.
    if (!answer || typeof answer !== 'object' || Array.isArray(answer)) throw new TypeError('Not an answer from GitHub');
  } catch {
    return page(
      502,
      'GitHub did not answer',
      '<p>GitHub could not be reached to finish the sign-in. Try again in a minute.</p>' + backLink,
      {
        'Set-Cookie': clearCookie,
      },
    );
  }
  if (typeof answer.access_token !== 'string' || !answer.access_token) {
    const why =
      answer.error === 'bad_verification_code'
        ? 'the sign-in code had expired or was used already'
        : typeof answer.error_description === 'string'
          ? answer.error_description.slice(0, 200)
          : 'no reason given';
    return page(
      400,
      'Sign-in was not finished',
      `<p>GitHub refused it: ${escapeHtml(why)}. Start again from the page studio.</p>${backLink}`,
      {
        'Set-Cookie': clearCookie,
      },
    );
  }
  // The token goes to the studio in this tab only: an inline script (allowed by its hash alone) writes it
  // to sessionStorage and opens the studio, replacing this address in the history.
  const script = `sessionStorage.setItem(${JSON.stringify(tokenStorageKey)}, ${JSON.stringify(answer.access_token).replace(/</g, '\\u003c')});location.replace('/studio/');`;
  const hash = btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script)))));
  return page(200, 'Signed in', `<p>Opening the page studio…</p><script>${script}</script>`, {
    'Set-Cookie': clearCookie,
    'Content-Security-Policy': `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; frame-ancestors 'none'`,
  });
}
