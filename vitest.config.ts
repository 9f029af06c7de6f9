import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { hostedStudioData } from './src/studio/build/hosted-data.ts';

export default defineConfig({
  // The studio on the web's build data, for the tests of its backend.
  plugins: [react(), hostedStudioData()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Validation compiles the schemas once per worker; two workers match the two cores CI has.
    maxWorkers: 2,
    testTimeout: 20_000,
  },
});
