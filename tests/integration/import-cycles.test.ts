import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { expect, test } from "vitest";

/*
 * No module under app/ or server/ imports itself back through others (decision 0051): a circle
 * makes the order modules load in decide what is defined, and it hides which room a module
 * belongs to. Only imports that load code count; `import type` is gone once compiled.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .map((file) => path.posix.join(dir, file.split(path.sep).join("/")))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
}

/** The module files a file loads when it runs: static imports and re-exports that are not type-only, and import(). */
function loadedSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(ROOT, file), "utf8"), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      if (!typeOnly) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !node.isTypeOnly) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument)) specifiers.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

function resolve(specifier: string, importer: string): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = path.posix.join("app", specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.posix.join(path.posix.dirname(importer), specifier);
  else return null;
  const found = EXTENSIONS.map((extension) => base + extension).find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(path.join(ROOT, candidate)),
  );
  return found ?? null;
}

/** Each circle once, as the path that goes round it. */
function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (file: string) => {
    const at = onPath.indexOf(file);
    if (at >= 0) {
      found.push([...onPath.slice(at), file]);
      return;
    }
    if (done.has(file)) return;
    onPath.push(file);
    for (const next of graph.get(file) ?? []) visit(next);
    onPath.pop();
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return found;
}

test("no module under app/ or server/ imports itself back through other modules", () => {
  const files = [...sourceFiles("app"), ...sourceFiles("server")];
  const graph = new Map(
    files.map((file) => [file, loadedSpecifiers(file).flatMap((specifier) => resolve(specifier, file) ?? [])] as const),
  );
  expect(graph.size).toBeGreaterThan(300);
  expect(circles(graph).map((circle) => circle.join(" → "))).toEqual([]);
});

test("the cycle check sees a circle when there is one", () => {
  const graph = new Map([
    ["a.ts", ["b.ts"]],
    ["b.ts", ["c.ts"]],
    ["c.ts", ["a.ts"]],
    ["d.ts", ["a.ts"]],
  ]);
  expect(circles(graph)).toEqual([["a.ts", "b.ts", "c.ts", "a.ts"]]);
});
