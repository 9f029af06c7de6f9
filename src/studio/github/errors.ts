// What goes wrong in a call to GitHub, in the editor's words: each of GitHub's answers (signed out, no
// access, rate-limited, GitHub down…) becomes a GitHubError whose message says what to do next.
import { StudioError } from '../backend.ts';
import { byCount } from '../../core/words.ts';

/** What went wrong, for the studio to act on: sign in again, ask for access, wait, or try again. */
export type GitHubErrorKind =
  | 'signed-out'
  | 'no-access'
  | 'not-found'
  | 'conflict'
  | 'rejected'
  | 'rate-limited'
  | 'unreachable'
  | 'github-down'
  | 'not-text'
  | 'unexpected';

/**
 * A call to GitHub that did not succeed. `message` is for the editor, in plain words; `status` is GitHub's
 * answer (0 when GitHub could not be reached; 200 with kind not-text for a file that is not UTF-8) and
 * `detail` GitHub's own words, for a developer.
 */
export class GitHubError extends StudioError {
  override readonly name = 'GitHubError';
  constructor(
    readonly status: number,
    readonly kind: GitHubErrorKind,
    message: string,
    readonly detail = '',
    /** For a rate limit: when GitHub allows more requests (from its x-ratelimit-reset), where it says. */
    readonly retryAt?: Date,
  ) {
    super(message);
  }
}

/** A time of day on this computer's clock, as 14:05. */
export const clockTime = (at: Date) => `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;

/** When GitHub allows more requests: its x-ratelimit-reset (seconds since 1970), else its retry-after (seconds from now). */
function resetTime(headers: Headers): Date | undefined {
  const reset = Number(headers.get('x-ratelimit-reset'));
  if (headers.get('x-ratelimit-remaining') === '0' && reset > 0) return new Date(reset * 1000);
  const after = Number(headers.get('retry-after'));
  return after > 0 ? new Date(Date.now() + after * 1000) : undefined;
}

/** How long until then, in words: "a minute", "12 minutes". */
function waitUntil(at: Date): string {
  const minutes = Math.max(1, Math.ceil((at.getTime() - Date.now()) / 60_000));
  return byCount(minutes, 'a minute', `${minutes} minutes`);
}

const savedStay = 'Your saved edits stay in this browser.';

/** The editor-facing error for one of GitHub's answers. */
export function errorFor(status: number, method: string, headers: Headers, detail: string): GitHubError {
  const write = method !== 'GET';
  const retryAfter = Number(headers.get('retry-after'));
  if (
    (status === 403 || status === 429) &&
    (headers.get('x-ratelimit-remaining') === '0' || retryAfter > 0 || /rate limit/i.test(detail))
  ) {
    const at = resetTime(headers);
    const when = at
      ? `GitHub allows more requests at ${clockTime(at)} (your computer’s time). Wait ${waitUntil(at)}, then try again.`
      : 'Wait a few minutes, then try again.';
    return new GitHubError(
      status,
      'rate-limited',
      `GitHub asks the studio to slow down: this account has made too many requests for now. ${when} ${savedStay}`,
      detail,
      at,
    );
  }
  switch (status) {
    case 401:
      return new GitHubError(
        status,
        'signed-out',
        'Your GitHub sign-in is not valid any more (it expired or was withdrawn). Sign in again.',
        detail,
      );
    case 403:
      return write
        ? new GitHubError(
            status,
            'no-access',
            'This account may read the site but GitHub does not let it change it. Ask an owner of the site’s repository for write access, or sign in with a token that may write Contents and Pull requests.',
            detail,
          )
        : new GitHubError(
            status,
            'no-access',
            'GitHub does not let this account read the site’s repository. Ask an owner of the repository for access, or sign in with a token that may read its Contents.',
            detail,
          );
    case 404:
      return new GitHubError(
        status,
        'not-found',
        `GitHub did not find the site’s repository, its branch or a file in it, or this sign-in is not allowed to see it. Check that you signed in with the right account, then try again. ${savedStay}`,
        detail,
      );
    case 409:
      return new GitHubError(
        status,
        'conflict',
        'GitHub could not do this because the site’s repository is in a state that does not allow it (for example, it is empty or is being changed right now). Try again in a moment; if it keeps happening, tell a developer.',
        detail,
      );
    case 422:
      return /fast forward|reference already exists/i.test(detail)
        ? new GitHubError(
            status,
            'conflict',
            'Someone sent a change to this page’s review at the same moment. Nothing was overwritten: open the page again to see the latest version, then publish again.',
            detail,
          )
        : new GitHubError(
            status,
            'rejected',
            'GitHub did not accept what the studio sent. Nothing was changed on GitHub and your saved edits are still here; try again, and if it happens again tell a developer.',
            detail,
          );
    default:
      return status >= 500
        ? new GitHubError(status, 'github-down', `GitHub had a problem on its side. Try again in a minute. ${savedStay}`, detail)
        : new GitHubError(
            status,
            'unexpected',
            'GitHub gave an answer the studio did not expect. Try again; if it keeps happening, tell a developer.',
            detail,
          );
  }
}
