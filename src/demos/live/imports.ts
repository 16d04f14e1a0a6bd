/**
 * The modules a demo's source imports at run time (`import type` left out), in order of first use.
 * Used at build time to list what edited demos may load, and in the browser to check an edit.
 */
export function importSpecifiers(source: string): string[] {
  const found = new Set<string>();
  const statement =
    /^[ \t]*(?:import|export)\s+(?!type\s)(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"\n]+)['"]/gm;
  for (const match of source.matchAll(statement)) found.add(match[1]);
  return [...found];
}

/** Modules every edited demo may use besides its own imports (the JSX runtime sucrase emits). */
export const ALWAYS_AVAILABLE = ['react', 'react/jsx-runtime'];
