import { decompressFromBase64 } from 'lz-string';
import { describe, expect, it } from 'vitest';
import {
  buildSandboxProject,
  codesandboxForm,
  demoDependencies,
  importedPackages,
  stackblitzForm,
} from './sandbox';

const code = `import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import dayjs from 'dayjs';
import './local.css';

export default function PinningDemo() {
  return <Box />;
}
`;

const versions = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  '@mui/material': '7.3.11',
  '@emotion/react': '11.14.0',
  '@emotion/styled': '11.14.1',
  '@mui/x-data-grid-pro': '8.29.3',
  dayjs: '1.11.23',
};

describe('importedPackages', () => {
  it('names each package once, without subpaths or relative files', () => {
    expect(importedPackages(code)).toEqual([
      'react',
      '@mui/material',
      '@mui/x-data-grid-pro',
      'dayjs',
    ]);
  });
});

describe('demoDependencies', () => {
  it('pins the base packages and every import to the versions the site runs', () => {
    expect(demoDependencies(code, versions)).toEqual({
      react: '19.3.1',
      'react-dom': '19.3.1',
      '@mui/material': '7.3.11',
      '@emotion/react': '11.14.0',
      '@emotion/styled': '11.14.1',
      '@mui/x-data-grid-pro': '8.29.3',
      dayjs: '1.11.23',
    });
  });

  it('refuses a package whose version it does not know', () => {
    expect(() => demoDependencies("import x from 'left-pad';", versions)).toThrow(
      'No version known for left-pad, imported by a demo.',
    );
  });
});

describe('buildSandboxProject', () => {
  const dependencies = demoDependencies(code, versions);

  it('builds a TypeScript Vite project around the demo', () => {
    const project = buildSandboxProject({
      name: 'PinningDemo',
      code,
      variant: 'TS',
      dependencies,
      reactTypesVersion: '19.3.0',
    });
    expect(Object.keys(project.files).sort()).toEqual([
      'index.html',
      'package.json',
      'src/Demo.tsx',
      'src/main.tsx',
      'tsconfig.json',
      'vite.config.ts',
    ]);
    expect(project.files['src/Demo.tsx']).toBe(code);
    const manifest = JSON.parse(project.files['package.json']);
    expect(manifest).toMatchObject({
      name: 'pinning-demo',
      private: true,
      dependencies,
      devDependencies: {
        typescript: '~5.9.3',
        '@types/react': '19.3.0',
        '@types/react-dom': '19.3.0',
      },
    });
    expect(project.files['index.html']).toContain('src="/src/main.tsx"');
    expect(project.files['src/main.tsx']).toContain("document.getElementById('root')!");
  });

  it('builds a JavaScript project without TypeScript files', () => {
    const project = buildSandboxProject({
      name: 'PinningDemo',
      code: 'export default 1;',
      variant: 'JS',
      dependencies,
    });
    expect(Object.keys(project.files).sort()).toEqual([
      'index.html',
      'package.json',
      'src/Demo.jsx',
      'src/main.jsx',
      'vite.config.js',
    ]);
    expect(JSON.parse(project.files['package.json']).devDependencies).not.toHaveProperty(
      'typescript',
    );
    expect(project.files['src/main.jsx']).toContain("document.getElementById('root')).render");
  });
});

describe('form payloads', () => {
  const project = buildSandboxProject({
    name: 'Demo',
    code: 'export default 1;',
    variant: 'JS',
    dependencies: {},
  });

  it('posts one field per file to StackBlitz', () => {
    const form = stackblitzForm(project);
    expect(form.action).toBe('https://stackblitz.com/run?file=src/Demo');
    expect(form.fields['project[template]']).toBe('node');
    expect(form.fields['project[files][src/Demo.jsx]']).toBe('export default 1;\n');
    expect(form.fields['project[title]']).toBe('Demo - MUI X demo');
  });

  it('posts URL-safe compressed JSON to CodeSandbox that decompresses to the files', () => {
    const form = codesandboxForm(project);
    expect(form.action).toBe('https://codesandbox.io/api/v1/sandboxes/define');
    expect(form.fields.parameters).toMatch(/^[A-Za-z0-9_-]+$/);
    const base64 = form.fields.parameters.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const decoded = JSON.parse(decompressFromBase64(padded));
    expect(decoded.files['src/Demo.jsx']).toEqual({ content: 'export default 1;\n' });
    expect(Object.keys(decoded.files)).toEqual(Object.keys(project.files));
  });
});
