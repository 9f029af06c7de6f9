// The page studio on the web (/studio/): the sign-in screen, written in the page itself (index.html) so it
// shows at once, and the studio behind it. Signing in checks the token with GitHub (session.ts), keeps it
// in this tab, then loads the studio and the GitHub backend it runs on; Sign out forgets the token and
// brings the sign-in screen back. A token left by "Sign in with GitHub" (the site's sign-in function puts
// it in this tab's storage, then opens /studio/) is checked the same way on load. "Sign in with GitHub"
// first asks whether the site has that function, set up: on a host without it (npm run serve, a copy
// without its settings) the screen says sign-in with GitHub is not set up and offers the token instead of
// leaving for a page that is not there.
import {
  apiAddress,
  forgetToken,
  keepToken,
  readStudioConfig,
  repositoryName,
  signIn,
  storedToken,
  tokenProblem,
  type StudioRepository,
  type StudioSession,
} from './session.ts';
import { createGitHubClient } from '../client.ts';
import { beginFirstRead, type FirstRead } from '../first-read.ts';
import './sign-in.css';

const element = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;
const signInView = element('sign-in');
const app = element('studio-app');
const title = element('sign-in-title');
const status = element('sign-in-status');
const form = element<HTMLFormElement>('token-form');
const input = element<HTMLInputElement>('token');
const problem = element('token-error');
const submit = form.querySelector('button')!;
const pageTitle = document.title;

const repository = readStudioConfig(document.getElementById('studio-config')?.textContent);
// Asked at once, while the screen is read: where GitHub's API is (see session.ts).
const api = apiAddress(location.hostname);
let studio: { unmount(): void } | undefined;
/** The repository's first read, begun beside the token's check (see first-read.ts); the backend takes it if the check succeeds. */
let firstRead: FirstRead | undefined;

/**
 * Checks a token with GitHub. Meanwhile the studio's code loads and, when the site config names the
 * branch, GitHub is asked for the branch's files (the backend takes them if the check succeeds).
 */
async function checkToken(token: string, repository: StudioRepository) {
  void studioCode().catch(() => undefined);
  const apiUrl = await api;
  if (repository.branch) {
    const session = { apiUrl, owner: repository.owner, repo: repository.repo, branch: repository.branch, token };
    firstRead = beginFirstRead(createGitHubClient(session), session);
  }
  return signIn(token, { apiUrl, repository });
}

function say(text: string): void {
  status.textContent = text;
}

/** A problem with the typed token, beside the field; the field keeps what was typed. */
function showProblem(text: string): void {
  problem.textContent = text;
  problem.hidden = !text;
  if (text) {
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', 'token-error token-help');
  } else {
    input.removeAttribute('aria-invalid');
    input.setAttribute('aria-describedby', 'token-help');
  }
}

function setBusy(busy: boolean): void {
  submit.disabled = busy;
  form.setAttribute('aria-busy', String(busy));
}

function signOut(): void {
  studio?.unmount();
  studio = undefined;
  firstRead = undefined;
  forgetToken(sessionStorage);
  app.replaceChildren();
  app.hidden = true;
  signInView.hidden = false;
  input.value = '';
  showProblem('');
  document.title = pageTitle;
  // The studio keeps the open page in the address; signed out, there is none.
  history.replaceState(null, '', location.pathname);
  say('You are signed out. Your saved edits stay in this browser.');
  title.focus();
}

/** Signed in, but the studio could not open: who is signed in, Sign out, and why, in plain words. */
function showSignedIn(session: StudioSession, why: string): void {
  const bar = document.createElement('header');
  bar.className = 'shell-bar shell-bar-signed-in';
  const name = document.createElement('span');
  name.className = 'shell-product';
  name.textContent = 'Page studio';
  const who = document.createElement('span');
  who.className = 'shell-account';
  who.append('Signed in as ', Object.assign(document.createElement('strong'), { textContent: session.login }));
  const out = Object.assign(document.createElement('button'), {
    type: 'button',
    className: 'shell-button shell-quiet',
    textContent: 'Sign out',
  });
  out.addEventListener('click', signOut);
  who.append(out);
  bar.append(name, who);
  const main = document.createElement('main');
  main.className = 'shell-main';
  const card = document.createElement('div');
  card.className = 'shell-card';
  card.append(
    Object.assign(document.createElement('h1'), { textContent: 'The studio could not open' }),
    Object.assign(document.createElement('p'), { className: 'shell-lead', textContent: why }),
  );
  main.append(card);
  const shell = document.createElement('div');
  shell.className = 'shell';
  shell.append(bar, main);
  app.replaceChildren(shell);
}

/**
 * The studio and its GitHub backend: asked for only once someone signs in (with a token typed, or one the
 * tab holds), while GitHub checks the token, so the download overlaps the check.
 */
let loadingStudio: Promise<[typeof import('../../app/shell/mount.tsx'), typeof import('../backend.ts')]> | undefined;
const studioCode = () => (loadingStudio ??= Promise.all([import('../../app/shell/mount.tsx'), import('../backend.ts')]));

async function enter(session: StudioSession): Promise<void> {
  signInView.hidden = true;
  app.hidden = false;
  const loading = Object.assign(document.createElement('p'), { className: 'shell-loading', textContent: 'Opening the studio…' });
  loading.setAttribute('role', 'status');
  app.replaceChildren(loading);
  try {
    const [{ mountStudio }, { createGitHubBackend }] = await studioCode();
    const backend = createGitHubBackend(session, { firstRead });
    firstRead = undefined;
    app.replaceChildren();
    studio = mountStudio(app, backend, {
      account: { login: session.login, signOut },
      ...(session.canPush ? {} : { readOnly: { repository: repositoryName(session) } }),
    });
  } catch (error) {
    const reason = error instanceof Error && error.message ? ` (${error.message.replace(/\.$/, '')})` : '';
    showSignedIn(session, `Something went wrong while opening it${reason}. Reload the page to try again.`);
  }
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  void (async () => {
    if (!repository || submit.disabled) return;
    const token = input.value.trim();
    const typo = tokenProblem(token);
    if (typo) {
      showProblem(typo);
      input.focus();
      return;
    }
    showProblem('');
    setBusy(true);
    say('Checking your token with GitHub…');
    const result = await checkToken(token, repository);
    setBusy(false);
    say('');
    if (!result.ok) {
      showProblem(result.message);
      input.focus();
      return;
    }
    keepToken(sessionStorage, token);
    input.value = '';
    await enter(result.session);
  })();
});

/** Whether the site's sign-in function is there and set up: it answers its start with a redirect to GitHub. */
async function gitHubSignInReady(start: string): Promise<boolean> {
  try {
    const answer = await fetch(start, { redirect: 'manual', credentials: 'same-origin', cache: 'no-store' });
    return answer.type === 'opaqueredirect' || (answer.status >= 300 && answer.status < 400);
  } catch {
    return false;
  }
}

const gitHubLink = element<HTMLAnchorElement>('github-sign-in');
gitHubLink.addEventListener('click', (event) => {
  event.preventDefault();
  void (async () => {
    say('Opening GitHub…');
    if (await gitHubSignInReady(gitHubLink.href)) return location.assign(gitHubLink.href);
    say('Sign-in with GitHub is not set up for this site. Sign in with a token below.');
    input.focus();
  })();
});

async function start(): Promise<void> {
  if (!repository) {
    element('github-sign-in').hidden = true;
    say('The studio is not set up for this site: its settings name no repository. Ask the site’s developer to add one.');
    return;
  }
  form.hidden = false;
  const token = storedToken(sessionStorage);
  if (!token) return;
  setBusy(true);
  say('Signing you in…');
  const result = await checkToken(token, repository);
  setBusy(false);
  if (result.ok) return enter(result.session);
  if (result.problem === 'bad-token' || result.problem === 'no-repository') forgetToken(sessionStorage);
  say(result.problem === 'bad-token' ? 'Your sign-in has ended: GitHub no longer accepts it. Sign in again.' : result.message);
}

// After the screen's first paint: its layout asks the browser for its fonts, and a download of the studio's
// code under way at that moment makes each answer wait.
requestAnimationFrame(() => setTimeout(() => void start()));
