// Serves the prerendered site from dist/ on 127.0.0.1 as the static hosts serve it (scripts/lib/static-server.ts):
// real 301 redirects, a 404 status with the right not-found page, the brotli and gzip copies made at build time.
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { serveConfigFile } from './lib/paths.ts';
import { createStaticHandler, type ServeConfig } from './lib/static-server.ts';

const configFile = serveConfigFile();
if (!existsSync(configFile)) {
  console.error('No build found. Run npm run build first (or npm start, which builds and serves).');
  process.exit(1);
}
const config = JSON.parse(readFileSync(configFile, 'utf8')) as ServeConfig;

const port = Number(process.env.PORT || 4173);
const host = '127.0.0.1';
const server = http.createServer(createStaticHandler(config));
server.listen(port, host, () => console.log(`Serving dist/ at http://${host}:${port}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
