// Once per run, before the browser tests: the local studio's browser code, built for production as npm run
// studio builds it (fast typing needs React's production build). Each studio test then serves it over a
// repository of its own (local-studio.ts).
import { buildStudio } from '../../src/studio/local/serve.ts';

export default async function globalSetup(): Promise<void> {
  await buildStudio();
}
