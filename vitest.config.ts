import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Validation compiles the schemas once per worker; two workers match the two cores CI has.
    maxWorkers: 2,
    testTimeout: 20_000,
  },
});
