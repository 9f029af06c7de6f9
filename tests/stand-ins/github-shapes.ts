// The GitHub API stand-in's answers in full: every field GitHub's OpenAPI description requires of a user,
// a repository and a pull request (the studio reads few of them, but a stand-in that leaves out what
// GitHub always sends lets a client rely on a shape GitHub never gives). The values are what GitHub sends
// for a fresh private repository and a new pull request; tests/stand-ins/github-contract.ts checks them.

const when = '2024-01-01T00:00:00Z';
/** A stable number for a name (GitHub's ids are numbers; the stand-in's need only be stable). */
export const idOf = (text: string) => [...text].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) % 2_000_000_000, 7);
const nodeId = (kind: string, text: string) => Buffer.from(`${kind}:${text}`).toString('base64');

/** A simple-user: the account as GitHub shows it inside other answers. */
export function simpleUser(api: string, login: string) {
  // A bot's login (github-actions[bot]) is escaped in its addresses, as GitHub does.
  const url = `${api}/users/${encodeURIComponent(login)}`;
  return {
    login,
    id: idOf(login),
    node_id: nodeId('User', login),
    avatar_url: `https://avatars.githubusercontent.com/u/${idOf(login)}?v=4`,
    gravatar_id: '',
    url,
    html_url: `https://github.com/${encodeURIComponent(login)}`,
    followers_url: `${url}/followers`,
    following_url: `${url}/following{/other_user}`,
    gists_url: `${url}/gists{/gist_id}`,
    starred_url: `${url}/starred{/owner}{/repo}`,
    subscriptions_url: `${url}/subscriptions`,
    organizations_url: `${url}/orgs`,
    repos_url: `${url}/repos`,
    events_url: `${url}/events{/privacy}`,
    received_events_url: `${url}/received_events`,
    // An app's account (github-actions[bot], which GitHub Actions' GITHUB_TOKEN writes as) is a Bot.
    type: login.endsWith('[bot]') ? 'Bot' : 'User',
    user_view_type: 'public',
    site_admin: false,
  };
}

/** GET /user: the signed-in account, as GitHub answers its owner (private-user). */
export function privateUser(api: string, login: string) {
  return {
    ...simpleUser(api, login),
    user_view_type: 'private',
    name: null,
    company: null,
    blog: '',
    location: null,
    email: null,
    hireable: null,
    bio: null,
    twitter_username: null,
    notification_email: null,
    public_repos: 0,
    public_gists: 0,
    followers: 0,
    following: 0,
    created_at: when,
    updated_at: when,
    private_gists: 0,
    total_private_repos: 1,
    owned_private_repos: 0,
    disk_usage: 0,
    collaborators: 0,
    two_factor_authentication: true,
  };
}

/** A repository (GitHub's `repository`, inside a pull request); `full` adds what GET /repos/{owner}/{repo} adds. */
export function repository(
  api: string,
  {
    owner,
    name,
    defaultBranch,
    permissions,
  }: { owner: string; name: string; defaultBranch: string; permissions?: Record<string, boolean> },
) {
  const url = `${api}/repos/${owner}/${name}`;
  const html = `https://github.com/${owner}/${name}`;
  return {
    id: idOf(`${owner}/${name}`),
    node_id: nodeId('Repository', `${owner}/${name}`),
    name,
    full_name: `${owner}/${name}`,
    private: true,
    owner: simpleUser(api, owner),
    html_url: html,
    description: null,
    fork: false,
    url,
    archive_url: `${url}/{archive_format}{/ref}`,
    assignees_url: `${url}/assignees{/user}`,
    blobs_url: `${url}/git/blobs{/sha}`,
    branches_url: `${url}/branches{/branch}`,
    collaborators_url: `${url}/collaborators{/collaborator}`,
    comments_url: `${url}/comments{/number}`,
    commits_url: `${url}/commits{/sha}`,
    compare_url: `${url}/compare/{base}...{head}`,
    contents_url: `${url}/contents/{+path}`,
    contributors_url: `${url}/contributors`,
    deployments_url: `${url}/deployments`,
    downloads_url: `${url}/downloads`,
    events_url: `${url}/events`,
    forks_url: `${url}/forks`,
    git_commits_url: `${url}/git/commits{/sha}`,
    git_refs_url: `${url}/git/refs{/sha}`,
    git_tags_url: `${url}/git/tags{/sha}`,
    git_url: `git://github.com/${owner}/${name}.git`,
    issue_comment_url: `${url}/issues/comments{/number}`,
    issue_events_url: `${url}/issues/events{/number}`,
    issues_url: `${url}/issues{/number}`,
    keys_url: `${url}/keys{/key_id}`,
    labels_url: `${url}/labels{/name}`,
    languages_url: `${url}/languages`,
    merges_url: `${url}/merges`,
    milestones_url: `${url}/milestones{/number}`,
    notifications_url: `${url}/notifications{?since,all,participating}`,
    pulls_url: `${url}/pulls{/number}`,
    releases_url: `${url}/releases{/id}`,
    ssh_url: `git@github.com:${owner}/${name}.git`,
    stargazers_url: `${url}/stargazers`,
    statuses_url: `${url}/statuses/{sha}`,
    subscribers_url: `${url}/subscribers`,
    subscription_url: `${url}/subscription`,
    tags_url: `${url}/tags`,
    teams_url: `${url}/teams`,
    trees_url: `${url}/git/trees{/sha}`,
    clone_url: `${html}.git`,
    mirror_url: null,
    hooks_url: `${url}/hooks`,
    svn_url: html,
    homepage: null,
    language: 'TypeScript',
    forks_count: 0,
    forks: 0,
    stargazers_count: 0,
    watchers_count: 0,
    watchers: 0,
    size: 0,
    default_branch: defaultBranch,
    open_issues_count: 0,
    open_issues: 0,
    is_template: false,
    topics: [],
    has_issues: true,
    has_projects: true,
    has_wiki: false,
    has_pages: false,
    has_downloads: true,
    has_discussions: false,
    archived: false,
    disabled: false,
    visibility: 'private',
    license: null,
    allow_forking: false,
    web_commit_signoff_required: false,
    pushed_at: when,
    created_at: when,
    updated_at: when,
    ...(permissions ? { permissions } : {}),
  };
}

/** GET /repos/{owner}/{repo}: the repository in full (full-repository), with the caller's permissions. */
export function fullRepository(...args: Parameters<typeof repository>) {
  return { ...repository(...args), network_count: 0, subscribers_count: 1 };
}

export interface PullShape {
  number: number;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
  head: string;
  headSha: string;
  base: string;
  baseSha: string;
  user: string;
  merged?: boolean;
  /** The repository its branch is in, owner/name, when it is not this one (a fork's). */
  headRepo?: string;
}

/** A pull request as GET /repos/{owner}/{repo}/pulls lists it (pull-request-simple); `full` as the others answer it. */
export function pullRequest(api: string, repo: { owner: string; name: string; defaultBranch: string }, pull: PullShape, full: boolean) {
  const url = `${api}/repos/${repo.owner}/${repo.name}/pulls/${pull.number}`;
  const html = `https://github.com/${repo.owner}/${repo.name}/pull/${pull.number}`;
  const issue = `${api}/repos/${repo.owner}/${repo.name}/issues/${pull.number}`;
  const inRepo = repository(api, repo);
  const end = (ref: string, sha: string) => ({ label: `${repo.owner}:${ref}`, ref, sha, user: simpleUser(api, repo.owner), repo: inRepo });
  /** The head: of this repository, or of a fork (its own owner and full name, fork: true). */
  const headEnd = (ref: string, sha: string) => {
    if (!pull.headRepo) return end(ref, sha);
    const [forkOwner = '', forkName = ''] = pull.headRepo.split('/');
    const fork = { ...repository(api, { owner: forkOwner, name: forkName, defaultBranch: repo.defaultBranch }), fork: true };
    return { label: `${forkOwner}:${ref}`, ref, sha, user: simpleUser(api, forkOwner), repo: fork };
  };
  const simple = {
    url,
    id: idOf(`pull:${repo.owner}/${repo.name}#${pull.number}`),
    node_id: nodeId('PullRequest', `${repo.owner}/${repo.name}#${pull.number}`),
    html_url: html,
    diff_url: `${html}.diff`,
    patch_url: `${html}.patch`,
    issue_url: issue,
    commits_url: `${url}/commits`,
    review_comments_url: `${url}/comments`,
    review_comment_url: `${api}/repos/${repo.owner}/${repo.name}/pulls/comments{/number}`,
    comments_url: `${issue}/comments`,
    statuses_url: `${api}/repos/${repo.owner}/${repo.name}/statuses/${pull.headSha}`,
    number: pull.number,
    state: pull.state,
    locked: false,
    title: pull.title,
    user: simpleUser(api, pull.user),
    body: pull.body,
    labels: [],
    milestone: null,
    active_lock_reason: null,
    created_at: when,
    updated_at: when,
    closed_at: pull.state === 'closed' ? when : null,
    merged_at: pull.merged ? when : null,
    merge_commit_sha: null,
    assignee: null,
    assignees: [],
    requested_reviewers: [],
    requested_teams: [],
    head: headEnd(pull.head, pull.headSha),
    base: end(pull.base, pull.baseSha),
    _links: {
      self: { href: url },
      html: { href: html },
      issue: { href: issue },
      comments: { href: `${issue}/comments` },
      review_comments: { href: `${url}/comments` },
      review_comment: { href: `${api}/repos/${repo.owner}/${repo.name}/pulls/comments{/number}` },
      commits: { href: `${url}/commits` },
      statuses: { href: `${api}/repos/${repo.owner}/${repo.name}/statuses/${pull.headSha}` },
    },
    author_association: 'COLLABORATOR',
    auto_merge: null,
    draft: false,
  };
  if (!full) return simple;
  return {
    ...simple,
    merged: pull.merged ?? false,
    // GitHub works mergeability out in the background: a new pull request answers null and "unknown".
    mergeable: null,
    rebaseable: null,
    mergeable_state: 'unknown',
    merged_by: null,
    comments: 0,
    review_comments: 0,
    maintainer_can_modify: false,
    commits: 1,
    additions: 0,
    deletions: 0,
    changed_files: 0,
  };
}

export interface ChangedFileShape {
  /** The file's blob at the pull request's head; null for a file it deletes. */
  sha: string | null;
  filename: string;
  status: 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed';
  additions: number;
  deletions: number;
  previousFilename?: string;
  /** The change as a unified diff's hunks; none for a photo (GitHub sends none for a binary file). */
  patch?: string;
}

/** One file a pull request changes, as GET /repos/{owner}/{repo}/pulls/{pull_number}/files lists it (diff-entry). */
export function diffEntry(api: string, repo: { owner: string; name: string }, headSha: string, file: ChangedFileShape) {
  const path = file.filename.split('/').map(encodeURIComponent).join('/');
  return {
    sha: file.sha,
    filename: file.filename,
    status: file.status,
    additions: file.additions,
    deletions: file.deletions,
    changes: file.additions + file.deletions,
    blob_url: `https://github.com/${repo.owner}/${repo.name}/blob/${headSha}/${path}`,
    raw_url: `https://github.com/${repo.owner}/${repo.name}/raw/${headSha}/${path}`,
    contents_url: `${api}/repos/${repo.owner}/${repo.name}/contents/${path}?ref=${headSha}`,
    ...(file.patch === undefined ? {} : { patch: file.patch }),
    ...(file.previousFilename === undefined ? {} : { previous_filename: file.previousFilename }),
  };
}

export interface CommitShape {
  sha: string;
  tree: string;
  parents: string[];
  message: string;
  author: { name: string; email: string; date: string };
  committer: { name: string; email: string; date: string };
  /** The accounts GitHub matched the author's and the committer's e-mails to; null where it knows none. */
  authorLogin: string | null;
  committerLogin: string | null;
}

/** A commit as GET /repos/{owner}/{repo}/commits/{ref} answers it (commit): git's record, and the accounts behind it. */
export function repositoryCommit(api: string, repo: { owner: string; name: string }, commit: CommitShape) {
  const url = `${api}/repos/${repo.owner}/${repo.name}`;
  const html = `https://github.com/${repo.owner}/${repo.name}`;
  return {
    url: `${url}/commits/${commit.sha}`,
    sha: commit.sha,
    node_id: nodeId('Commit', commit.sha),
    html_url: `${html}/commit/${commit.sha}`,
    comments_url: `${url}/commits/${commit.sha}/comments`,
    commit: {
      url: `${url}/git/commits/${commit.sha}`,
      author: commit.author,
      committer: commit.committer,
      message: commit.message,
      comment_count: 0,
      tree: { sha: commit.tree, url: `${url}/git/trees/${commit.tree}` },
      verification: { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null },
    },
    author: commit.authorLogin === null ? null : simpleUser(api, commit.authorLogin),
    committer: commit.committerLogin === null ? null : simpleUser(api, commit.committerLogin),
    parents: commit.parents.map((sha) => ({ sha, url: `${url}/commits/${sha}`, html_url: `${html}/commit/${sha}` })),
  };
}

/** A role on a repository, as GitHub names the base roles. */
export type RepositoryRole = 'admin' | 'maintain' | 'write' | 'triage' | 'read';

/**
 * GET /repos/{owner}/{repo}/collaborators/{username}/permission (repository-collaborator-permission): the
 * account's permission as GitHub maps roles onto the older four (maintain is "write", triage is "read"),
 * its role's own name, and the account as a collaborator.
 */
export function collaboratorPermission(api: string, login: string, role: RepositoryRole) {
  const permission = role === 'maintain' ? 'write' : role === 'triage' ? 'read' : role;
  const rank = ['read', 'triage', 'write', 'maintain', 'admin'].indexOf(role);
  return {
    permission,
    role_name: role,
    user: {
      ...simpleUser(api, login),
      permissions: { pull: true, triage: rank >= 1, push: rank >= 2, maintain: rank >= 3, admin: rank >= 4 },
      role_name: role,
    },
  };
}
