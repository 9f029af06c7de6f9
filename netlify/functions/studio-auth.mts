// Netlify runs this for "Sign in with GitHub" in the hosted page studio (see src/studio/github/oauth.ts).
// Its settings come from the site's environment on Netlify: STUDIO_GITHUB_CLIENT_ID and
// STUDIO_GITHUB_CLIENT_SECRET (the GitHub OAuth app's), and URL (the site's address, set by Netlify).
import { handleStudioAuth } from '../../src/studio/github/oauth.ts';

export default (request: Request) =>
  handleStudioAuth(request, {
    clientId: process.env.STUDIO_GITHUB_CLIENT_ID,
    clientSecret: process.env.STUDIO_GITHUB_CLIENT_SECRET,
    siteUrl: process.env.URL,
  });

export const config = { path: ['/studio/auth/start', '/studio/auth/callback'] };
