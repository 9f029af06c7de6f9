// The edge split's assertions (split-cases.ts) in real Deno, the runtime Netlify runs Edge Functions in:
// npm run test:edge fetches Deno (the deno npm package) into npm's cache (never into
// node_modules) and runs `deno test` on this file.
import { directFetcher, splitCases } from './split-cases.ts';

declare const Deno: { test(name: string, run: () => Promise<void>): void };

for (const { name, run } of splitCases(directFetcher(), 'https://www.example.com')) Deno.test(name, run);
