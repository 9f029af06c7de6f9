/**
 * Where a page stands on its way to the site, from git itself: as published, saved but not sent (Changed),
 * or In review on its own branch (with the pull request's link where the host has one). The studio's server
 * answers it for each page; the studio shows it.
 */
export type ReviewState = { state: 'published' } | { state: 'changed' } | { state: 'in-review'; branch: string; reviewUrl?: string };
