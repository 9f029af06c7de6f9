// npm run studio: the page studio for editors, on this computer's files and git. It builds the studio's
// browser code for production (fast typing needs React's production build; npm run studio:dev is for
// developing the studio itself), then serves it with the studio's API on 127.0.0.1 (src/studio/local/).
// Usage: npm run studio -- [--port N]
import { buildStudio, studioServer } from '../src/studio/local/serve.ts';
import { removeUnsavedPhotos } from '../src/studio/local/server/photos.ts';

const at = process.argv.indexOf('--port');
const port = Number(at > 0 ? process.argv[at + 1] : (process.env.PORT ?? 5173));
const started = Date.now();
await buildStudio();
studioServer()
  .listen(port, '127.0.0.1', () => {
    console.log(`Page studio (built in ${((Date.now() - started) / 1000).toFixed(1)} s): http://127.0.0.1:${port}/_editor`);
  })
  .on('error', (error) => {
    console.error(`The studio could not start on port ${port}: ${error.message}`);
    process.exit(1);
  });
// A photo chosen in the studio for a page that was never saved with it is not left in the photos folder.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.once(signal, () => {
    removeUnsavedPhotos();
    process.exit(0);
  });
