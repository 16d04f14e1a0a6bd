import { compressToBase64 } from 'lz-string';

export type CodeVariant = 'TS' | 'JS';

export interface SandboxProject {
  title: string;
  description: string;
  files: Record<string, string>;
}

/** Packages every demo project needs, whatever it imports. */
const BASE_PACKAGES = ['react', 'react-dom', '@mui/material', '@emotion/react', '@emotion/styled'];

/** Tooling of the generated project (a Vite app). */
export const SANDBOX_TOOLING = {
  vite: '^8.3.8',
  '@vitejs/plugin-react': '^6.3.0',
  typescript: '~5.9.3',
};

/** The npm packages a demo imports (`@scope/name` or `name`, subpaths dropped), in order of appearance. */
export function importedPackages(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(
    /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\s+['"]([^'"]+)['"]/g,
  )) {
    const specifier = match[1] ?? match[2];
    if (specifier.startsWith('.') || specifier.startsWith('/')) continue;
    const parts = specifier.split('/');
    found.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
  }
  return [...found];
}

/** Exact versions for the demo's packages, taken from the versions this site runs (its package.json). */
export function demoDependencies(
  code: string,
  versions: Record<string, string>,
): Record<string, string> {
  const names = [...new Set([...BASE_PACKAGES, ...importedPackages(code)])];
  const dependencies: Record<string, string> = {};
  for (const name of names) {
    const version = versions[name];
    if (!version) throw new Error(`No version known for ${name}, imported by a demo.`);
    dependencies[name] = version;
  }
  return dependencies;
}

/** A minimal Vite project that renders the demo, in TypeScript or JavaScript. */
export function buildSandboxProject(input: {
  name: string;
  code: string;
  variant: CodeVariant;
  dependencies: Record<string, string>;
  reactTypesVersion?: string;
}): SandboxProject {
  const ts = input.variant === 'TS';
  const jsx = ts ? 'tsx' : 'jsx';
  const devDependencies: Record<string, string> = {
    vite: SANDBOX_TOOLING.vite,
    '@vitejs/plugin-react': SANDBOX_TOOLING['@vitejs/plugin-react'],
  };
  if (ts) {
    devDependencies.typescript = SANDBOX_TOOLING.typescript;
    if (input.reactTypesVersion) {
      devDependencies['@types/react'] = input.reactTypesVersion;
      devDependencies['@types/react-dom'] = input.reactTypesVersion;
    }
  }
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify(
      {
        name: input.name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase(),
        private: true,
        type: 'module',
        scripts: { dev: 'vite', build: 'vite build', preview: 'vite preview' },
        dependencies: input.dependencies,
        devDependencies,
      },
      null,
      2,
    )}\n`,
    'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${input.name}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.${jsx}"></script>
  </body>
</html>
`,
    [`vite.config.${ts ? 'ts' : 'js'}`]: `import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({ plugins: [react()] });
`,
    [`src/main.${jsx}`]: `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import Demo from './Demo';

createRoot(document.getElementById('root')${ts ? '!' : ''}).render(
  <StrictMode>
    <CssBaseline />
    <Demo />
  </StrictMode>,
);
`,
    [`src/Demo.${jsx}`]: input.code.endsWith('\n') ? input.code : `${input.code}\n`,
  };
  if (ts) {
    files['tsconfig.json'] = `${JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['DOM', 'DOM.Iterable', 'ES2022'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          skipLibCheck: true,
          noEmit: true,
        },
        include: ['src'],
      },
      null,
      2,
    )}\n`;
  }
  return {
    title: `${input.name} - MUI X demo`,
    description: `The ${input.name} demo from the MUI X docs.`,
    files,
  };
}

export interface FormPost {
  action: string;
  fields: Record<string, string>;
}

/** StackBlitz's POST API: one field per file. */
export function stackblitzForm(project: SandboxProject): FormPost {
  const fields: Record<string, string> = {
    'project[title]': project.title,
    'project[description]': project.description,
    'project[template]': 'node',
  };
  for (const [file, content] of Object.entries(project.files))
    fields[`project[files][${file}]`] = content;
  return { action: 'https://stackblitz.com/run?file=src/Demo', fields };
}

/** CodeSandbox's define API: the files as LZ-compressed, URL-safe JSON. */
export function codesandboxForm(project: SandboxProject): FormPost {
  const files = Object.fromEntries(
    Object.entries(project.files).map(([file, content]) => [file, { content }]),
  );
  const parameters = compressToBase64(JSON.stringify({ files }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return {
    action: 'https://codesandbox.io/api/v1/sandboxes/define',
    fields: { parameters, query: 'file=/src/Demo' },
  };
}
