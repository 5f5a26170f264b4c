// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import tseslint from 'typescript-eslint';

/*
 * ESLint rule `bimbel/no-server-import-in-client` (docs/decisions/062-server-only-imports.md).
 *
 * A file whose first statement is the 'use client' directive runs in the browser, and so does
 * every module it imports that is not itself a client or server-action boundary. None of them
 * may load code from site/src/server/ (database, secrets, config). ESLint's file globs cannot see
 * directives, so this rule reads them: in the linted file, and — following relative and
 * `#site/…` imports — in the modules that file pulls into the browser. Type-only imports
 * (`import type …`, `export type …`) are erased and allowed; `import { type X }` is not, since
 * with `verbatimModuleSyntax` it still loads the module.
 */

// typescript-eslint types its parser loosely (one argument, an unknown AST).
const parser = /** @type {{ parseForESLint(code: string, options: object): { ast: { body: any[] } } }} */ (
  /** @type {unknown} */ (tseslint.parser)
);

const root = path.resolve(import.meta.dirname, '..');
const siteSrc = path.join(root, 'site', 'src');
const serverDir = path.join(siteSrc, 'server') + path.sep;
const EXTENSIONS = [
  '',
  '.ts',
  '.tsx',
  '.js',
  '.mjs',
  path.join(path.sep, 'index.ts'),
  path.join(path.sep, 'index.tsx'),
];

/** @param {{ body: any[] }} program */
function directiveOf(program) {
  for (const statement of program.body) {
    if (statement.type !== 'ExpressionStatement' || !('directive' in statement) || !statement.directive)
      break;
    if (statement.directive === 'use client' || statement.directive === 'use server')
      return statement.directive;
  }
  return undefined;
}

/**
 * The file an import specifier names, for the specifiers of our own code; undefined for
 * packages (ui/ and domain/ cannot import site/, another lint rule sees to that).
 * @param {string} specifier
 * @param {string} importer
 */
export function resolveOwnImport(specifier, importer) {
  let base;
  if (specifier.startsWith('#site/')) base = path.join(siteSrc, specifier.slice('#site/'.length));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(importer), specifier);
  else return undefined;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (fs.statSync(candidate, { throwIfNoEntry: false })?.isFile()) return candidate;
  }
  return base;
}

const isServerFile = (/** @type {string} */ file) => file.startsWith(serverDir);

/**
 * The value imports of one statement list (static, re-exports and literal dynamic imports).
 * @param {any} node
 * @param {string[]} found
 */
function collectValueImports(node, found) {
  if (!node || typeof node !== 'object') return found;
  if (Array.isArray(node)) {
    for (const child of node) collectValueImports(child, found);
    return found;
  }
  switch (node.type) {
    case 'ImportDeclaration':
      if (node.importKind !== 'type') found.push(node.source.value);
      return found;
    case 'ExportNamedDeclaration':
    case 'ExportAllDeclaration':
      if (node.source && node.exportKind !== 'type') found.push(node.source.value);
      break;
    case 'ImportExpression':
      if (node.source.type === 'Literal' && typeof node.source.value === 'string')
        found.push(node.source.value);
      break;
  }
  for (const key of Object.keys(node)) {
    if (key !== 'parent' && key !== 'loc' && key !== 'range') collectValueImports(node[key], found);
  }
  return found;
}

/** @type {Map<string, { mtimeMs: number; directive: string | undefined; imports: string[] }>} */
const modules = new Map();

/** What a module on disk declares and imports, re-read when it changes. @param {string} file */
function readModule(file) {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat?.isFile() || !/\.(?:[cm]?[jt]sx?)$/.test(file)) return { directive: undefined, imports: [] };
  const cached = modules.get(file);
  if (cached?.mtimeMs === stat.mtimeMs) return cached;
  let info;
  try {
    const { ast } = parser.parseForESLint(fs.readFileSync(file, 'utf8'), {
      sourceType: 'module',
      ecmaFeatures: { jsx: file.endsWith('x') },
      filePath: file,
    });
    info = { mtimeMs: stat.mtimeMs, directive: directiveOf(ast), imports: collectValueImports(ast.body, []) };
  } catch {
    info = { mtimeMs: stat.mtimeMs, directive: undefined, imports: [] };
  }
  modules.set(file, info);
  return info;
}

/**
 * The import chain from `file` to a server module, when loading `file` in the browser would
 * load one; undefined otherwise. Client and server-action modules are boundaries.
 * @param {string} file
 * @param {Map<string, string[] | null>} memo
 * @param {Set<string>} visiting
 * @returns {string[] | undefined}
 */
function chainToServer(file, memo, visiting) {
  if (isServerFile(file)) return [file];
  if (memo.has(file)) return memo.get(file) ?? undefined;
  if (visiting.has(file)) return undefined;
  visiting.add(file);
  const { directive, imports } = readModule(file);
  let chain;
  if (directive === undefined) {
    for (const specifier of imports) {
      const target = resolveOwnImport(specifier, file);
      const rest = target && chainToServer(target, memo, visiting);
      if (rest) {
        chain = [file, ...rest];
        break;
      }
    }
  }
  visiting.delete(file);
  memo.set(file, chain ?? null);
  return chain;
}

const relative = (/** @type {string} */ file) => path.relative(root, file);

/** @type {import('eslint').Rule.RuleModule} */
export const noServerImportInClient = {
  meta: {
    type: 'problem',
    docs: { description: "Client components ('use client') must not load code from site/src/server/." },
    messages: {
      direct:
        "'{{source}}' is server code (site/src/server/) and this file is a client component ('use client'). Pass the data down as props from a server component, call the backend over HTTP (site/src/lib/), or use `import type` for types only.",
      indirect:
        "'{{source}}' loads server code into this client component ('use client'): {{chain}}. Move the client-safe part into its own module, or pass the data down as props.",
    },
    schema: [],
  },
  create(context) {
    const filename = context.filename;
    if (directiveOf(context.sourceCode.ast) !== 'use client') return {};
    /** @type {Map<string, string[] | null>} */
    const memo = new Map();

    /** @param {any} node @param {unknown} source */
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const target = resolveOwnImport(source, filename);
      if (!target) return;
      if (isServerFile(target)) {
        context.report({ node, messageId: 'direct', data: { source } });
        return;
      }
      const chain = chainToServer(target, memo, new Set([filename]));
      if (chain)
        context.report({
          node,
          messageId: 'indirect',
          data: { source, chain: chain.map(relative).join(' → ') },
        });
    };

    return {
      ImportDeclaration(node) {
        if (/** @type {any} */ (node).importKind !== 'type') check(node, node.source.value);
      },
      ExportNamedDeclaration(node) {
        if (node.source && /** @type {any} */ (node).exportKind !== 'type') check(node, node.source.value);
      },
      ExportAllDeclaration(node) {
        if (/** @type {any} */ (node).exportKind !== 'type') check(node, node.source.value);
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, node.source.value);
      },
    };
  },
};

export const clientServerBoundaryPlugin = { rules: { 'no-server-import-in-client': noServerImportInClient } };
