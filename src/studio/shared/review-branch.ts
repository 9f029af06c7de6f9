// The branch a page is reviewed on, in both studios (the local one pushes it with git, the one on the web
// commits to it through GitHub's API), so a page sent for review from either lands on the same branch:
// pages/industries/veterinary-seo.json is content/veterinary-seo, pages/index.json is content/home.
export function reviewBranch(file: string): string {
  const name =
    file
      .replace(/\.json$/, '')
      .split('/')
      .filter((part) => part !== 'pages' && part !== 'industries')
      .join('-')
      .replace(/-index$/, '') || 'home';
  return `content/${name === 'index' ? 'home' : name}`;
}
