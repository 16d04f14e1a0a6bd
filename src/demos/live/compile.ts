import type { ComponentType } from 'react';
import { transform } from 'sucrase';
import { demoModules } from '../../../generated/demoModules';
import type { CodeVariant } from '../sandbox';
import { ALWAYS_AVAILABLE, importSpecifiers } from './imports';

/**
 * Live editing, loaded on a reader's first edit only: sucrase turns the edited TypeScript or
 * JavaScript into a CommonJS function body, which runs as a module the page creates from a Blob
 * (the Content-Security-Policy allows `blob:` scripts, never `eval`). Its imports resolve to the
 * modules the original demo imports, nothing else.
 */

/** A problem in the reader's code, with a message meant for them. */
export class DemoCodeError extends Error {}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** ES module namespaces as CommonJS exports, so sucrase's interop finds `default` where it expects. */
function asCommonJs(namespace: unknown): unknown {
  const exports = namespace as Record<string, unknown>;
  return exports && exports.__esModule ? exports : { ...exports, __esModule: true };
}

/** Compiles and runs edited demo code; resolves to its default export, a component. */
export async function compileDemo(
  code: string,
  variant: CodeVariant,
  allowed: readonly string[],
): Promise<ComponentType> {
  let output: string;
  try {
    output = transform(code, {
      transforms: variant === 'TS' ? ['typescript', 'jsx', 'imports'] : ['jsx', 'imports'],
      jsxRuntime: 'automatic',
      production: true,
      filePath: variant === 'TS' ? 'Demo.tsx' : 'Demo.jsx',
    }).code;
  } catch (error) {
    throw new DemoCodeError(`Syntax error: ${describe(error)}`);
  }

  const scope = new Set([...ALWAYS_AVAILABLE, ...allowed]);
  const used = importSpecifiers(code);
  const outside = used.filter((specifier) => !scope.has(specifier) || !demoModules[specifier]);
  if (outside.length > 0) {
    throw new DemoCodeError(
      `${outside.map((specifier) => `"${specifier}"`).join(', ')} cannot be imported in this demo. ` +
        `It can import: ${[...scope].join(', ')}.`,
    );
  }
  const needed = [...new Set([...used, 'react/jsx-runtime'])];
  const modules = new Map(
    await Promise.all(
      needed.map(
        async (specifier) => [specifier, asCommonJs(await demoModules[specifier]())] as const,
      ),
    ),
  );

  const url = URL.createObjectURL(
    new Blob([`export default function (require, module, exports) {\n${output}\n}\n`], {
      type: 'text/javascript',
    }),
  );
  let factory: (require: (specifier: string) => unknown, module: object, exports: object) => void;
  try {
    factory = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url)).default;
  } catch (error) {
    // sucrase lets some invalid code through; the browser's parser is the last word.
    throw new DemoCodeError(`Syntax error: ${describe(error)}`);
  } finally {
    URL.revokeObjectURL(url);
  }
  const commonJs = { exports: {} as Record<string, unknown> };
  const require = (specifier: string) => {
    if (!modules.has(specifier)) {
      throw new DemoCodeError(`"${specifier}" cannot be imported in this demo.`);
    }
    return modules.get(specifier);
  };
  try {
    factory(require, commonJs, commonJs.exports);
  } catch (error) {
    throw new DemoCodeError(describe(error));
  }
  const component = commonJs.exports.default;
  if (typeof component !== 'function') {
    throw new DemoCodeError(
      'The demo must export a component by default: export default function Demo() { … }',
    );
  }
  return component as ComponentType;
}

/**
 * Edited TypeScript as JavaScript (types removed, JSX and layout kept as far as sucrase keeps
 * them), or null when it does not parse. JavaScript needs no conversion to be shown as TypeScript.
 */
export function typeScriptToJavaScript(code: string): string | null {
  try {
    return transform(code, {
      transforms: ['typescript', 'jsx'],
      jsxRuntime: 'preserve',
      disableESTransforms: true,
      filePath: 'Demo.tsx',
    }).code;
  } catch {
    return null;
  }
}
