// Keeps the build cache (.cache/: the build's stored files and what they were made from, and the encoded
// photos) between deploys, with Netlify's cache utilities: restored before npm run build, saved after it.
// A merged edit then renders only the pages it reaches, and the build folder is linked from the cache.
// Without a saved cache (the first deploy, or after the cache was cleared) the build is a full build.

/** The one folder the build keeps between builds (src/tooling/build/site-build.ts, src/tooling/photos/folders.ts). */
export const cacheFolder = '.cache';

export async function onPreBuild({ utils }) {
  const restored = await utils.cache.restore(cacheFolder);
  console.log(restored ? `Build cache restored (${cacheFolder}).` : 'No build cache yet: this build is a full build.');
}

export async function onPostBuild({ utils }) {
  // Only the production build writes the cache the next builds read: a deploy preview builds a pull request's
  // code, an outsider's too, and a file it stored under a digest's name would be linked into the live site.
  // Previews read the production build's cache, and leave it as it was.
  if (process.env.CONTEXT !== 'production') {
    console.log(`The build cache is kept from production builds only (this is a ${process.env.CONTEXT ?? 'local'} build).`);
    return;
  }
  const saved = await utils.cache.save(cacheFolder);
  console.log(saved ? `Build cache saved (${cacheFolder}).` : 'The build cache was not saved.');
}
