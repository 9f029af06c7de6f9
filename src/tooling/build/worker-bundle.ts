// The renderers' code as one module (render-worker.ts and everything it imports, packages included),
// bundled by esbuild and kept by the code digest in the project's cache (.cache/workers/). A renderer loads
// it in about 40 ms; compiling the same few hundred modules one by one as they load (tsx) took it 650 ms
// and 1.1 s of CPU, in every build, for each renderer. Bundled again only when the code changes (about
// 0.3 s), and the bundle of earlier code is removed then.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

/** The path of the renderers' bundle for the code at `root` whose code digest is `code`; bundled first when missing. */
export async function workerBundle(root: string, code: string): Promise<string> {
  const dir = path.join(root, '.cache', 'workers');
  const name = `render-${code.slice(0, 20)}.mjs`;
  const file = path.join(dir, name);
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  const partial = `${file}.${process.pid}.partial.mjs`;
  const { build } = await import('esbuild');
  await build({
    entryPoints: [path.join(root, 'src', 'tooling', 'build', 'render-worker.ts')],
    outfile: partial,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: path.join(root, 'tsconfig.json'),
    // React's production build, as every visitor's page is rendered with it.
    define: { 'process.env.NODE_ENV': '"production"' },
    // The packages written as CommonJS (React's server renderer) ask for Node's own modules with require,
    // made under a name of its own: a bundled module that imports createRequire would clash with it.
    banner: { js: "import { createRequire as bundleRequire } from 'node:module'; const require = bundleRequire(import.meta.url);" },
    logLevel: 'error',
  });
  renameSync(partial, file);
  for (const other of readdirSync(dir))
    if (other !== name && /^render-[0-9a-f]+\.mjs$/.test(other)) rmSync(path.join(dir, other), { force: true });
  return file;
}
