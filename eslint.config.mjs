import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'next-env.d.ts',
      'bench/results/**',
      'data/**',
      // Written by scripts/bundle.mjs after each build.
      'public/x/sw.js',
      'public/_pagefind/**',
    ],
  },
];

export default config;
