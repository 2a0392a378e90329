import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

/** One thing a module's face (its index.ts) hands to other modules that it must keep inside. */
export interface FaceViolation {
  module: string;
  /** The exported name, and for a class's member `Class.member`. */
  name: string;
  /** place: declared outside the face's places; dto, repository: what the class is; leak: reachable through an export. */
  rule: 'place' | 'dto' | 'repository' | 'leak';
  reason: string;
}

/** What each module's index.ts exports, by name (`type X` for type-only exports). */
export type FaceExports = Record<string, string[]>;

const ALLOWED_PLACES = 'index.ts, <module>.module.ts, contracts/ or application/';
const DTO_PACKAGES = new Set(['@nestjs/swagger', 'class-validator', 'class-transformer']);

/**
 * Reads every `<src>/modules/<name>/index.ts` with the TypeScript checker and reports what crosses
 * a module boundary that must not (issue 27, item 3):
 * - an export declared outside the face's places (index.ts, the Nest module, contracts/,
 *   application/): an aggregate or entity of domain/, a DTO, repository or adapter of infrastructure/;
 * - a DTO class (members decorated by @nestjs/swagger or class-validator) or a repository (a class
 *   named or extending `*Repository`), wherever declared;
 * - a class, interface or enum of some module's domain/ or infrastructure/ reachable through an
 *   exported facade, port, function or view type: a method's parameters and result, a view's
 *   properties (so `Promise<User>` or `{ order: Order }` behind a facade counts as exporting it).
 */
export function checkModuleFaces(srcRoot: string, compilerOptions: ts.CompilerOptions = {}) {
  const modulesDir = join(srcRoot, 'modules');
  const modules = readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(modulesDir, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();
  const program = ts.createProgram(
    modules.map((name) => join(modulesDir, name, 'index.ts')),
    {
      target: ts.ScriptTarget.ES2023,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      experimentalDecorators: true,
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      types: [],
      ...compilerOptions,
    },
  );
  const checker = program.getTypeChecker();
  const violations: FaceViolation[] = [];
  const exportsByModule: FaceExports = {};

  /** Where a declaration lives: its module and its path inside it, or null outside src/modules. */
  const placeOf = (node: ts.Node): { module: string; path: string } | null => {
    const file = relative(modulesDir, node.getSourceFile().fileName).split(sep).join('/');
    if (file.startsWith('..') || !file.includes('/')) return null;
    const [module, ...rest] = file.split('/');
    return { module, path: rest.join('/') };
  };
  const isInternal = (place: { path: string }) =>
    place.path.startsWith('domain/') || place.path.startsWith('infrastructure/');
  const resolve = (symbol: ts.Symbol) =>
    symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;

  const importedFrom = (expression: ts.Expression): string | null => {
    const callee = ts.isCallExpression(expression) ? expression.expression : expression;
    if (!ts.isIdentifier(callee)) return null;
    const declaration = checker.getSymbolAtLocation(callee)?.declarations?.[0];
    if (!declaration || !ts.isImportSpecifier(declaration)) return null;
    const specifier = declaration.parent.parent.parent.moduleSpecifier;
    return ts.isStringLiteral(specifier) ? specifier.text : null;
  };
  const isDto = (declaration: ts.ClassDeclaration) =>
    declaration.members.some((member) =>
      (ts.canHaveDecorators(member) ? (ts.getDecorators(member) ?? []) : []).some((decorator) =>
        DTO_PACKAGES.has(importedFrom(decorator.expression) ?? ''),
      ),
    );
  const isRepository = (declaration: ts.ClassDeclaration): boolean => {
    if (declaration.name?.text.endsWith('Repository')) return true;
    const base = declaration.heritageClauses?.find((clause) => clause.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]
      ?.expression;
    const baseDeclaration = base && resolveDeclaration(base);
    return !!baseDeclaration && ts.isClassDeclaration(baseDeclaration) && isRepository(baseDeclaration);
  };
  const resolveDeclaration = (expression: ts.Expression) => {
    const symbol = checker.getSymbolAtLocation(expression);
    return symbol && resolve(symbol).declarations?.[0];
  };

  /** Reports every domain/infrastructure class, interface or enum reachable from `type`. */
  const visitType = (module: string, name: string, type: ts.Type, seen: Set<ts.Type>, depth: number) => {
    if (seen.has(type) || depth > 6) return;
    seen.add(type);
    if (type.isUnionOrIntersection()) {
      for (const part of type.types) visitType(module, name, part, seen, depth);
      return;
    }
    const symbol = type.aliasSymbol ?? type.getSymbol();
    const declaration = symbol?.declarations?.[0];
    const place = declaration && placeOf(declaration);
    if (
      declaration &&
      place &&
      isInternal(place) &&
      (ts.isClassDeclaration(declaration) ||
        ts.isInterfaceDeclaration(declaration) ||
        ts.isEnumDeclaration(declaration))
    ) {
      violations.push({
        module,
        name,
        rule: 'leak',
        reason: `hands out ${symbol!.getName()} of ${place.module}/${place.path} (an aggregate, DTO or repository type must stay inside its module)`,
      });
      return;
    }
    if (type.flags & ts.TypeFlags.Object && (type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference) {
      for (const argument of checker.getTypeArguments(type as ts.TypeReference)) {
        visitType(module, name, argument, seen, depth + 1);
      }
    }
    for (const argument of type.aliasTypeArguments ?? []) visitType(module, name, argument, seen, depth + 1);
    // Plain object shapes of the modules (views, results): their properties too; library types are leaves.
    if (!(type.flags & ts.TypeFlags.Object) || (declaration && !placeOf(declaration) && symbol?.getName() !== '__type'))
      return;
    if (declaration && ts.isClassDeclaration(declaration)) return;
    for (const property of type.getProperties()) {
      const propertyDeclaration = property.valueDeclaration ?? property.declarations?.[0];
      if (!propertyDeclaration) continue;
      visitType(module, name, checker.getTypeOfSymbolAtLocation(property, propertyDeclaration), seen, depth + 1);
    }
    for (const signature of type.getCallSignatures()) visitSignature(module, name, signature, seen, depth + 1);
  };
  const visitSignature = (module: string, name: string, signature: ts.Signature, seen: Set<ts.Type>, depth: number) => {
    for (const parameter of signature.getParameters()) {
      const declaration = parameter.valueDeclaration ?? parameter.declarations?.[0];
      if (declaration) visitType(module, name, checker.getTypeOfSymbolAtLocation(parameter, declaration), seen, depth);
    }
    visitType(module, name, signature.getReturnType(), seen, depth);
  };

  /** A facade's or port's public members: what callers pass in and get back. */
  const visitClassApi = (module: string, name: string, declaration: ts.ClassDeclaration) => {
    for (const member of declaration.members) {
      const flags = ts.getCombinedModifierFlags(member as ts.Declaration);
      if (flags & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) continue;
      if (member.name && ts.isPrivateIdentifier(member.name)) continue;
      if (ts.isConstructorDeclaration(member)) continue;
      const symbol = member.name && checker.getSymbolAtLocation(member.name);
      if (!symbol) continue;
      const type = checker.getTypeOfSymbolAtLocation(symbol, member);
      const memberName = `${name}.${symbol.getName()}`;
      const seen = new Set<ts.Type>();
      const signatures = type.getCallSignatures();
      if (signatures.length) for (const signature of signatures) visitSignature(module, memberName, signature, seen, 0);
      else visitType(module, memberName, type, seen, 0);
    }
  };

  for (const module of modules) {
    const file = program.getSourceFile(join(modulesDir, module, 'index.ts'));
    const moduleSymbol = file && checker.getSymbolAtLocation(file);
    if (!moduleSymbol) throw new Error(`cannot read ${module}/index.ts`);
    const names: string[] = [];
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const name = exported.getName();
      const target = resolve(exported);
      const declarations = target.declarations ?? [];
      const isValue = declarations.some(
        (d) =>
          !ts.isInterfaceDeclaration(d) && !ts.isTypeAliasDeclaration(d) && !ts.isTypeOnlyImportOrExportDeclaration(d),
      );
      names.push(isValue && !isTypeOnlyExport(exported) ? name : `type ${name}`);
      for (const declaration of declarations) {
        const place = placeOf(declaration);
        if (!place) continue;
        const allowed =
          place.module === module &&
          (place.path === 'index.ts' ||
            place.path === `${module}.module.ts` ||
            place.path.startsWith('contracts/') ||
            place.path.startsWith('application/'));
        if (!allowed) {
          violations.push({
            module,
            name,
            rule: 'place',
            reason: `is declared in ${place.module}/${place.path}: a face exports only what ${ALLOWED_PLACES} declares`,
          });
        }
        if (ts.isClassDeclaration(declaration)) {
          if (isDto(declaration))
            violations.push({
              module,
              name,
              rule: 'dto',
              reason: 'is a DTO class (decorated for OpenAPI or validation)',
            });
          if (isRepository(declaration))
            violations.push({ module, name, rule: 'repository', reason: 'is a repository' });
          if (allowed && !place.path.endsWith('.module.ts')) visitClassApi(module, name, declaration);
        } else if (allowed && (ts.isInterfaceDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration))) {
          visitType(module, name, checker.getDeclaredTypeOfSymbol(target), new Set(), 0);
        } else if (allowed && (ts.isFunctionDeclaration(declaration) || ts.isVariableDeclaration(declaration))) {
          const type = checker.getTypeOfSymbolAtLocation(target, declaration);
          const seen = new Set<ts.Type>();
          for (const signature of type.getCallSignatures()) visitSignature(module, name, signature, seen, 0);
        }
      }
    }
    exportsByModule[module] = names.sort((a, b) => a.replace(/^type /, '').localeCompare(b.replace(/^type /, '')));
  }
  return { modules, exports: exportsByModule, violations: dedupe(violations) };
}

function isTypeOnlyExport(symbol: ts.Symbol): boolean {
  return (symbol.declarations ?? []).some((d) => ts.isTypeOnlyImportOrExportDeclaration(d));
}

function dedupe(violations: FaceViolation[]): FaceViolation[] {
  const seen = new Set<string>();
  return violations.filter((v) => {
    const key = `${v.module}|${v.name}|${v.rule}|${v.reason}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
