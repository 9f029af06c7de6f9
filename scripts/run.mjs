// Runs a script of the project (`node scripts/run.mjs scripts/build.ts [its arguments]`) as one module
// bundled by esbuild, kept in .cache/scripts/ until a file it was made from changes (each one's size and
// time, checked at every start: a few milliseconds). The build starts in about 0.2 s this way, where tsx's
// loader takes 0.45 s to compile a few hundred modules one by one; at 10,000 pages that is an eighth of
// rebuilding one changed page. Packages with parts of their own outside JavaScript (sharp, esbuild), Vite
// and the two Vite plugins the studio's build loads (React's, and Tailwind's, whose scanner is a native
// module) stay outside the bundle; so does nothing else, so a change to any file it holds bundles it again
// (about 0.5 s). Error traces name the project's files (a source map beside the bundle).
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('Usage: node scripts/run.mjs <script.ts> [arguments]');
  process.exit(2);
}
const source = path.resolve(script);
const name = path.relative(root, source).replace(/\.ts$/, '').split(path.sep).join('.');
const bundle = path.join(root, '.cache', 'scripts', `${name}.mjs`);
const stampsFile = `${bundle}.inputs.json`;
/** Besides the files bundled: the packages' versions, which decide what node_modules holds. */
const alsoRead = ['package.json', 'package-lock.json'];

const stamp = (file) => {
  const { size, mtimeMs } = statSync(path.join(root, file));
  return `${size}:${mtimeMs}`;
};

function upToDate() {
  try {
    const stamps = JSON.parse(readFileSync(stampsFile, 'utf8'));
    return Object.entries(stamps).every(([file, was]) => stamp(file) === was);
  } catch {
    return false;
  }
}

if (!upToDate()) {
  const { build } = await import('esbuild');
  mkdirSync(path.dirname(bundle), { recursive: true });
  const partial = `${bundle}.${process.pid}.partial.mjs`;
  const result = await build({
    entryPoints: [source],
    outfile: partial,
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    metafile: true,
    external: ['sharp', 'esbuild', 'vite', '@vitejs/plugin-react', '@tailwindcss/vite'],
    // A package's ES module where it has one: some packages' CommonJS builds load their parts by names only
    // known when they run (jsonc-parser's), which a bundle cannot hold.
    mainFields: ['module', 'main'],
    // The packages written as CommonJS ask for Node's own modules with require.
    banner: { js: "import { createRequire as bundleRequire } from 'node:module'; const require = bundleRequire(import.meta.url);" },
    logLevel: 'error',
  });
  const stamps = Object.fromEntries([...Object.keys(result.metafile.inputs), ...alsoRead].map((file) => [file, stamp(file)]));
  // The source map is named after the bundle it belongs to.
  const map = readFileSync(`${partial}.map`, 'utf8').replace(path.basename(partial), path.basename(bundle));
  writeFileSync(`${bundle}.map`, map);
  rmSync(`${partial}.map`);
  writeFileSync(partial, readFileSync(partial, 'utf8').replace(`${path.basename(partial)}.map`, `${path.basename(bundle)}.map`));
  renameSync(partial, bundle);
  writeFileSync(`${stampsFile}.${process.pid}`, JSON.stringify(stamps));
  renameSync(`${stampsFile}.${process.pid}`, stampsFile);
}

process.setSourceMapsEnabled(true);
// The script reads its arguments as it would run on its own.
process.argv = [process.argv[0], source, ...args];
await import(pathToFileURL(bundle).href);
