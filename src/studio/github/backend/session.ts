// Who the studio on the web works for: the session the sign-in screen makes and the backend runs on.

/** Who is signed in, to which repository, and what GitHub lets them do there. */
export interface GitHubSession {
  /** GitHub's API: https://api.github.com. */
  apiUrl: string;
  owner: string;
  repo: string;
  /** The default branch: what the site is built from. */
  branch: string;
  token: string;
  login: string;
  canPush: boolean;
}
