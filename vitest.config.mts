import { defineConfig } from 'vitest/config';
import path from 'node:path';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mts}'],
    environment: 'node',
    // Bounds, not waits: building a TypeScript program for the API fixtures takes 3 s here and
    // over 10 s on a slow, shared host, where the default 10 s hook timeout failed the suite.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
