// Serves the prerendered site from dist/ on 127.0.0.1 with real HTTP 301 redirects and a 404 status
// (with 404.html) for unknown paths, as a static host would.
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import handler from 'serve-handler';
import { serveConfigFile } from './lib/paths.ts';

const configFile = serveConfigFile();
if (!existsSync(configFile)) {
  console.error('No build found. Run npm run build first (or npm start, which builds and serves).');
  process.exit(1);
}
const config = JSON.parse(readFileSync(configFile, 'utf8'));

const port = Number(process.env.PORT || 4173);
const host = '127.0.0.1';
const server = http.createServer((request, response) => {
  handler(request, response, config).catch((error: unknown) => {
    console.error(error);
    response.statusCode = 500;
    response.end('Internal server error');
  });
});
server.listen(port, host, () => console.log(`Serving dist/ at http://${host}:${port}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
