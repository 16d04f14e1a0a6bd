import prettier from 'prettier';
import ts from 'typescript';

const BLANK_LINE = '/*__blank_line__*/';

/**
 * The JavaScript version of a TypeScript sample: types removed by the TypeScript compiler,
 * then formatted by Prettier with the site's style. Blank lines between statements survive.
 * Returns null when the sample does not compile, or when it has nothing to remove.
 */
export async function toJavaScript(source: string, language: 'ts' | 'tsx'): Promise<string | null> {
  const marked = source.replace(/\n[ \t]*\n/g, `\n${BLANK_LINE}\n`);
  const output = ts.transpileModule(marked, {
    fileName: `sample.${language}`,
    reportDiagnostics: true,
    compilerOptions: {
      target: ts.ScriptTarget.ESNext,
      module: ts.ModuleKind.ESNext,
      jsx: ts.JsxEmit.Preserve,
      removeComments: false,
    },
  });
  if (output.diagnostics?.some((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error))
    return null;
  let formatted: string;
  try {
    formatted = await prettier.format(output.outputText.replace(/^export \{\};\s*$/m, ''), {
      parser: 'babel',
      singleQuote: true,
      printWidth: 85,
      trailingComma: 'all',
    });
  } catch {
    return null;
  }
  const javascript = formatted
    .split('\n')
    .map((line) => (line.trim() === BLANK_LINE ? '' : line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const normalize = (code: string) => code.replace(/\s+/g, '');
  return normalize(javascript) === normalize(source) ? null : javascript;
}
