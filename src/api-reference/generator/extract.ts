import path from 'node:path';
import ts from 'typescript';
import type { ApiClass, ApiInheritance, ApiPageData, ApiProp, ApiSlot, Plan } from '../types';
import {
  ApiGeneratorError,
  declaredType,
  describeSymbol,
  documentation,
  moduleExports,
  propertiesOf,
  resolveAlias,
  tag,
  type Context,
  type PackageLevel,
} from './program';

export { ApiGeneratorError, createApiProgram, type PackageLevel } from './program';

export interface SymbolRequest {
  /** The page title: the name the docs use. */
  name: string;
  /** The name the installed packages export, when it differs from `name`. */
  exportName?: string;
  slug: string;
  product: string;
  plan?: Plan;
  /** The product's packages, Community first. */
  packages: PackageLevel[];
}

/** Reads the runtime value of a classes object, to get the real class names. */
export type ClassNameReader = (
  packageName: string,
  exportName: string,
) => Record<string, string> | undefined;

/** Where a property is declared: inside the documented packages, or inherited from elsewhere. */
function origin(
  property: ts.Symbol,
  ownPackages: string[],
): { own: boolean; from: string; module: string } {
  const declaration = property.declarations?.[0];
  const file = declaration?.getSourceFile().fileName ?? '';
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file);
  const moduleName = packageMatch?.[1] ?? path.basename(file);
  let parent: ts.Node | undefined = declaration?.parent;
  while (parent && !ts.isInterfaceDeclaration(parent) && !ts.isTypeAliasDeclaration(parent))
    parent = parent.parent;
  const from =
    parent && (ts.isInterfaceDeclaration(parent) || ts.isTypeAliasDeclaration(parent))
      ? parent.name.text
      : 'anonymous type';
  // Props declared in any MUI X package (internals included) are the component's own.
  return {
    own: ownPackages.includes(moduleName) || moduleName.startsWith('@mui/x-'),
    from,
    module: moduleName,
  };
}

function lowerFirst(text: string) {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The names a component's classes object may be exported under. */
function classesExportNames(name: string): string[] {
  const base = name.replace(/(Pro|Premium)$/, '');
  const names = [`${lowerFirst(name)}Classes`, `${lowerFirst(base)}Classes`];
  if (base === 'DataGrid') names.push('gridClasses');
  return names;
}

/** Drops the "Demos:", "API:" and "Features:" link lists MUI puts in component comments. */
function cleanComponentDescription(text: string): string {
  return text
    .split(/\n\s*\n/)
    .filter((paragraph) => {
      const lines = paragraph.trim().split('\n');
      const isHeading = /^(Demos|API|Features):/.test(lines[0]);
      const isLinkList = lines.every((line) =>
        /^- \[[^\]]*\]\(https:\/\/mui\.com\//.test(line.trim()),
      );
      return !isHeading && !isLinkList;
    })
    .join('\n\n')
    .trim();
}

export function extractApiPage(
  context: Context,
  request: SymbolRequest,
  readClassNames: ClassNameReader,
): ApiPageData {
  const name = request.exportName ?? request.name;
  const where = `${name} (/x/api/${request.product}/${request.slug}/)`;
  const exportsByLevel = request.packages.map((level) => ({
    level,
    exports: moduleExports(context, level),
  }));
  const exporters = exportsByLevel.filter(({ exports }) => exports.has(name));
  if (exporters.length === 0) {
    throw new ApiGeneratorError(
      `${where} is not exported by ${request.packages.map((level) => level.name).join(', ')}.`,
    );
  }

  // The versions to compare, lowest plan first, ending with the documented one. For `DataGridPremium`
  // that is DataGrid, DataGridPro, DataGridPremium; for `GridApi`, each package's own GridApi.
  // A re-export that is not a real component (the grid's paid packages export a `DataGrid` stub) is skipped.
  const base = name.replace(/(Pro|Premium)$/, '');
  const suffix = { pro: 'Pro', premium: 'Premium' } as const;
  const chain: { level: PackageLevel; symbol: ts.Symbol }[] = [];
  /** Packages that re-export the very same declaration (listed in the imports, not compared). */
  const reexporters: PackageLevel[] = [];
  let firstError: unknown;
  for (const { level, exports } of exportsByLevel) {
    const candidateName = name === base ? name : `${base}${level.plan ? suffix[level.plan] : ''}`;
    const candidate = exports.get(candidateName);
    const previous = chain[chain.length - 1];
    if (
      candidate &&
      previous &&
      resolveAlias(context, candidate) === resolveAlias(context, previous.symbol)
    ) {
      reexporters.push(level);
    } else if (candidate) {
      try {
        describeSymbol(context, candidate, where);
        chain.push({ level, symbol: candidate });
      } catch (error) {
        firstError ??= error;
      }
    }
    if (name !== base && candidateName === name && candidate) break;
  }
  if (chain.length === 0) throw firstError;
  const documented = chain[chain.length - 1];
  const described = describeSymbol(context, documented.symbol, where);
  const declaration = described.symbol.valueDeclaration ?? described.symbol.declarations![0];
  const ownPackages = request.packages.map((level) => level.name);

  // Plan of each member name: the plan of the first version in the chain that has it.
  const planOf = new Map<string, Plan | undefined>();
  const slotPlanOf = new Map<string, Plan | undefined>();
  for (const { level, symbol } of chain) {
    const version = describeSymbol(context, symbol, where);
    for (const property of propertiesOf(context, version.type)) {
      if (!planOf.has(property.getName())) planOf.set(property.getName(), level.plan);
      if (property.getName() === 'slots') {
        const slotsType = context.checker.getNonNullableType(
          context.checker.getTypeOfSymbolAtLocation(property, declaration),
        );
        for (const slot of propertiesOf(context, slotsType)) {
          if (!slotPlanOf.has(slot.getName())) slotPlanOf.set(slot.getName(), level.plan);
        }
      }
    }
  }
  const basePlan = chain[0].level.plan;
  const memberPlan = (plan: Plan | undefined) => (plan && plan !== basePlan ? plan : undefined);

  const props: ApiProp[] = [];
  const inherited = new Map<string, ApiInheritance>();
  let slots: ApiSlot[] = [];
  for (const property of propertiesOf(context, described.type)) {
    const name = property.getName();
    if (tag(property, context, 'ignore')) continue;
    const source = origin(property, ownPackages);
    if (!source.own) {
      const key = `${source.from} ${source.module}`;
      const entry = inherited.get(key) ?? { from: source.from, module: source.module, props: [] };
      entry.props.push(name);
      inherited.set(key, entry);
      continue;
    }
    const defaultValue = tag(property, context, 'default');
    const deprecated = tag(property, context, 'deprecated');
    const prop: ApiProp = {
      name,
      type: declaredType(context, property, declaration),
      required: !(property.flags & ts.SymbolFlags.Optional),
      description: documentation(property, context),
    };
    if (typeof defaultValue === 'string') prop.default = defaultValue;
    if (deprecated) prop.deprecated = deprecated;
    const plan = memberPlan(planOf.get(name));
    if (plan) prop.plan = plan;
    props.push(prop);

    if (name === 'slots' && described.kind === 'component') {
      const slotsType = context.checker.getNonNullableType(
        context.checker.getTypeOfSymbolAtLocation(property, declaration),
      );
      slots = propertiesOf(context, slotsType)
        .filter((slot) => !tag(slot, context, 'ignore'))
        .map((slot) => {
          const slotDefault = tag(slot, context, 'default');
          const entry: ApiSlot = {
            name: slot.getName(),
            description: documentation(slot, context),
          };
          if (typeof slotDefault === 'string') entry.default = slotDefault;
          const slotPlan = memberPlan(slotPlanOf.get(slot.getName()));
          if (slotPlan) entry.plan = slotPlan;
          return entry;
        })
        .sort((a, b) => a.name.localeCompare(b.name));
    }
  }
  props.sort((a, b) => a.name.localeCompare(b.name));

  let classes: ApiClass[] = [];
  if (described.kind === 'component') {
    const documentedExports = exportsByLevel.find(
      ({ level }) => level === documented.level,
    )!.exports;
    const classesName = classesExportNames(name.replace(/^Unstable_/, '')).find((candidate) =>
      documentedExports.has(candidate),
    );
    if (classesName) {
      const classesSymbol = resolveAlias(context, documentedExports.get(classesName)!);
      const classesType = context.checker.getTypeOfSymbolAtLocation(
        classesSymbol,
        classesSymbol.valueDeclaration!,
      );
      const runtime = readClassNames(documented.level.name, classesName);
      if (!runtime) {
        throw new ApiGeneratorError(
          `${where}: ${classesName} is declared but cannot be loaded from ${documented.level.name}.`,
        );
      }
      // `gridClasses` is typed `Record<keyof GridClasses, string>`: the descriptions live on the interface.
      const interfaceName = classesName.charAt(0).toUpperCase() + classesName.slice(1);
      const classesInterface = documentedExports.get(interfaceName);
      const describedKeys = new Map(
        classesInterface
          ? context.checker
              .getPropertiesOfType(
                context.checker.getDeclaredTypeOfSymbol(resolveAlias(context, classesInterface)),
              )
              .map((entry) => [entry.getName(), documentation(entry, context)])
          : [],
      );
      classes = context.checker
        .getPropertiesOfType(classesType)
        .map((entry) => ({
          key: entry.getName(),
          className: runtime[entry.getName()] ?? '',
          description: documentation(entry, context) || describedKeys.get(entry.getName()) || '',
        }))
        .sort((a, b) => a.key.localeCompare(b.key))
        .filter((entry) => entry.className !== '');
    }
  }

  const isType = described.kind === 'type';
  const importLevels = [
    ...chain.filter(({ symbol }) => symbol.getName() === name).map(({ level }) => level),
    ...reexporters,
  ].sort((a, b) => request.packages.indexOf(a) - request.packages.indexOf(b));
  const imports = importLevels.map((level) =>
    isType
      ? `import type { ${name} } from '${level.name}';`
      : `import { ${name} } from '${level.name}';`,
  );

  const page: ApiPageData = {
    name: request.name,
    ...(name !== request.name ? { exportName: name } : {}),
    slug: request.slug,
    product: request.product,
    kind: described.kind,
    description: cleanComponentDescription(documentation(described.symbol, context)),
    imports,
    props,
    slots,
    classes,
    inherits: [...inherited.values()].map((entry) => ({ ...entry, props: entry.props.sort() })),
  };
  if (request.plan) page.plan = request.plan;
  return page;
}
