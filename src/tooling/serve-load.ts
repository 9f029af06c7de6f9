// A short, bounded load test of npm run serve on loopback: many keep-alive connections asking for the
// home page for a fixed time, once without compression and once accepting brotli. It reports requests
// per second, the 50th and 99th percentile latency, and the server's resident memory before and after.
//   tsx src/tooling/serve-load.ts [seconds]    (against the build in dist/; npm run bench runs it too)
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { distDir, root } from './paths.ts';

export interface LoadRun {
  encoding: 'identity' | 'br';
  requests: number;
  errors: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** The size of one answer, as sent. */
  bodyBytes: number;
}

export interface LoadResult {
  path: string;
  connections: number;
  seconds: number;
  runs: LoadRun[];
  /** The server's resident memory, in MB, once it listens and after both runs. */
  rssMbBefore: number | undefined;
  rssMbAfter: number | undefined;
}

/** Resident memory of a process, in MB (Linux; undefined elsewhere). */
function residentMb(pid: number): number | undefined {
  try {
    const kb = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 102.4) / 10 : undefined;
  } catch {
    return undefined;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The `p`th percentile of latencies sorted from fast to slow (nearest rank): the value that `p` % of them do not exceed. */
export const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil((sorted.length * p) / 100) - 1)] ?? 0;

/** One run's figures from its latencies (ms, any order), its error count and its length in seconds. */
export function summariseRun(
  encoding: LoadRun['encoding'],
  latencies: number[],
  errors: number,
  elapsedSeconds: number,
  bodyBytes: number,
): LoadRun {
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    encoding,
    requests: sorted.length,
    errors,
    requestsPerSecond: Math.round(sorted.length / elapsedSeconds),
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    bodyBytes,
  };
}

/** `connections` loops, each sending the next request when the last answer has been read, until the time is up. */
async function load(port: number, target: string, encoding: LoadRun['encoding'], connections: number, seconds: number): Promise<LoadRun> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const headers = encoding === 'br' ? { 'Accept-Encoding': 'br' } : {};
  const latencies: number[] = [];
  let errors = 0;
  let bodyBytes = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const once = () =>
    new Promise<void>((resolve) => {
      const sent = performance.now();
      const req = http.get({ host: '127.0.0.1', port, path: target, headers, agent, timeout: 10_000 }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => {
          if (res.statusCode === 200) latencies.push(performance.now() - sent);
          else errors++;
          bodyBytes = bytes;
          resolve();
        });
        res.on('error', () => (errors++, resolve()));
      });
      req.on('timeout', () => req.destroy());
      req.on('error', () => (errors++, resolve()));
    });
  const loop = async () => {
    while (performance.now() < deadline) await once();
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return summariseRun(encoding, latencies, errors, elapsed, bodyBytes);
}

/** Starts the server over a build folder, loads it without and with brotli, and stops it. */
export async function loadTestServe({
  dist = distDir(),
  target = '/',
  connections = 50,
  seconds = 20,
  serverScript = path.join(root, 'scripts', 'serve.ts'),
}: { dist?: string; target?: string; connections?: number; seconds?: number; serverScript?: string } = {}): Promise<LoadResult> {
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', serverScript], {
    cwd: root,
    env: { ...process.env, DIST_DIR: dist, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Serving') && resolve());
      server.on('exit', (code) => reject(new Error(`The server stopped (exit ${code}). Build first.`)));
    });
    const rssMbBefore = residentMb(server.pid!);
    const runs = [];
    for (const encoding of ['identity', 'br'] as const) runs.push(await load(port, target, encoding, connections, seconds));
    return { path: target, connections, seconds, runs, rssMbBefore, rssMbAfter: residentMb(server.pid!) };
  } finally {
    server.kill();
  }
}

/** One line per run, for the bench's output. */
export function describeLoad(result: LoadResult): string {
  const runs = result.runs.map(
    (r) =>
      `  ${r.encoding.padEnd(8)} ${String(r.requestsPerSecond).padStart(6)} requests/s   p50 ${r.p50Ms} ms   p99 ${r.p99Ms} ms   ${r.bodyBytes} bytes each   ${r.errors} errors`,
  );
  return [
    `npm run serve, GET ${result.path}, ${result.connections} keep-alive connections on loopback, ${result.seconds} s per encoding:`,
    ...runs,
    `  resident memory ${result.rssMbBefore ?? '?'} MB before, ${result.rssMbAfter ?? '?'} MB after`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const seconds = Number(process.argv[2]) || 20;
  console.log(describeLoad(await loadTestServe({ seconds, serverScript: process.env.SERVE_SCRIPT || undefined })));
}
