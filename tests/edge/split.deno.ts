// The edge split's assertions (split-cases.ts) in real Deno, the runtime Netlify runs Edge Functions in:
// npm run test:edge fetches Deno (the deno npm package) into npm's cache (never into
// node_modules) and runs `deno test` on this file.
import { moduleCases, moduleText, type HostModule } from './module-cases.ts';
import { directFetcher, splitCases } from './split-cases.ts';

declare const Deno: {
  test(name: string, run: () => Promise<void>): void;
  makeTempDir(options: { dir: string; prefix: string }): Promise<string>;
  mkdir(path: string | URL, options: { recursive: boolean }): Promise<void>;
  writeTextFile(path: string, text: string): Promise<void>;
  remove(path: string, options: { recursive: boolean }): Promise<void>;
};

for (const { name, run } of splitCases(directFetcher(), 'https://www.example.com')) Deno.test(name, run);

// The host's module as the build writes it, two folders below the project as netlify/edge-functions/ is
// (in tmp/, which the test may write: npm run test:edge allows it), imported as the host imports it.
const tmp = new URL('../../tmp/', import.meta.url);
let loaded: Promise<HostModule> | undefined;
const load = () =>
  (loaded ??= (async () => {
    await Deno.mkdir(tmp, { recursive: true });
    const folder = await Deno.makeTempDir({ dir: tmp.pathname, prefix: 'edge-module-deno-' });
    await Deno.writeTextFile(`${folder}/experiments.ts`, moduleText());
    try {
      return (await import(`file://${folder}/experiments.ts`)) as HostModule;
    } finally {
      await Deno.remove(folder, { recursive: true });
    }
  })());
for (const { name, run } of moduleCases(load)) Deno.test(name, run);
