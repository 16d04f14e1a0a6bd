import ts from 'typescript';
import type { Plan } from '../types';

/**
 * The TypeScript program over the packages' type definitions, and what the extractor reads from
 * its symbols: exports, props types, properties, JSDoc tags and declared types.
 */

/** A package and the plan it belongs to (undefined for Community). */
export interface PackageLevel {
  name: string;
  /** Path of the package's type entry (`index.d.ts`). */
  typesEntry: string;
  plan?: Plan;
}

export class ApiGeneratorError extends Error {
  constructor(message: string) {
    super(`API reference generator: ${message}`);
    this.name = 'ApiGeneratorError';
  }
}

export function createApiProgram(entries: string[]) {
  const program = ts.createProgram(entries, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    skipLibCheck: true,
    noEmit: true,
    strict: true,
  });
  return { program, checker: program.getTypeChecker() };
}

export type Context = ReturnType<typeof createApiProgram>;

export function moduleExports(context: Context, level: PackageLevel): Map<string, ts.Symbol> {
  const file = context.program.getSourceFile(level.typesEntry);
  const moduleSymbol = file && context.checker.getSymbolAtLocation(file);
  if (!file || !moduleSymbol) {
    throw new ApiGeneratorError(
      `cannot read the type definitions of ${level.name} (${level.typesEntry}).`,
    );
  }
  return new Map(
    context.checker.getExportsOfModule(moduleSymbol).map((symbol) => [symbol.getName(), symbol]),
  );
}

export function resolveAlias(context: Context, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? context.checker.getAliasedSymbol(symbol) : symbol;
}

export const TYPE_FORMAT =
  ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

/** The props type of a component, or the type itself for an interface or type alias. */
export function describeSymbol(context: Context, symbol: ts.Symbol, where: string) {
  const { checker } = context;
  const target = resolveAlias(context, symbol);
  const declaration = target.valueDeclaration ?? target.declarations?.[0];
  if (!declaration) throw new ApiGeneratorError(`${where} has no declaration.`);
  if (target.flags & (ts.SymbolFlags.Variable | ts.SymbolFlags.Function)) {
    const type = checker.getTypeOfSymbolAtLocation(target, declaration);
    const signature = type.getCallSignatures()[0];
    const parameter = signature?.getParameters()[0];
    if (!parameter) {
      // A component that takes no props (`RadarMetricLabels()`) still gets a page, without a table.
      const returns = signature && checker.typeToString(signature.getReturnType());
      if (!returns || !/\bElement\b/.test(returns))
        throw new ApiGeneratorError(
          `${where} is a value but not a component (no props parameter).`,
        );
      return { kind: 'component' as const, symbol: target, type: undefined };
    }
    return {
      kind: 'component' as const,
      symbol: target,
      type: checker.getTypeOfSymbolAtLocation(parameter, declaration),
    };
  }
  if (target.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)) {
    return { kind: 'type' as const, symbol: target, type: checker.getDeclaredTypeOfSymbol(target) };
  }
  throw new ApiGeneratorError(`${where} is neither a component nor a type.`);
}

/** Properties of a type; for a union, of every member (a config that can take several shapes). */
export function propertiesOf(context: Context, type: ts.Type | undefined): ts.Symbol[] {
  if (!type) return [];
  const types = type.isUnion() ? type.types : [type];
  const byName = new Map<string, ts.Symbol>();
  for (const member of types) {
    for (const property of context.checker.getPropertiesOfType(member)) {
      if (!byName.has(property.getName())) byName.set(property.getName(), property);
    }
  }
  return [...byName.values()];
}

export function tag(symbol: ts.Symbol, context: Context, name: string): string | true | undefined {
  const found = symbol.getJsDocTags(context.checker).find((entry) => entry.name === name);
  if (!found) return undefined;
  const text = ts.displayPartsToString(found.text).trim();
  return text === '' ? true : text;
}

export function documentation(symbol: ts.Symbol, context: Context): string {
  return ts.displayPartsToString(symbol.getDocumentationComment(context.checker)).trim();
}

export function declaredType(context: Context, property: ts.Symbol, fallbackAt: ts.Node): string {
  const declaration = property.declarations?.[0];
  if (
    declaration &&
    (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) &&
    declaration.type
  ) {
    return declaration.type.getText().replace(/\s+/g, ' ').trim();
  }
  if (declaration && ts.isMethodSignature(declaration)) {
    const parameters = declaration.parameters.map((parameter) => parameter.getText()).join(', ');
    return `(${parameters}) => ${declaration.type?.getText() ?? 'void'}`.replace(/\s+/g, ' ');
  }
  return context.checker.typeToString(
    context.checker.getTypeOfSymbolAtLocation(property, fallbackAt),
    undefined,
    TYPE_FORMAT,
  );
}
