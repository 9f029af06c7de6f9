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
  const saved = await utils.cache.save(cacheFolder);
  console.log(saved ? `Build cache saved (${cacheFolder}).` : 'The build cache was not saved.');
}
