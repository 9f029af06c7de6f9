// No exported name is defined in two files of src/ (issue 46): a name says one thing. Where two modules
// mean the same thing, one defines it and the other imports it; where they mean different things, their
// names say which. The only repeats are conventions every module of one kind follows, each allowed below
// by a rule on the files' places, so a new repeat anywhere else
// fails here with the files it is in.
//
// Definitions are read with TypeScript's parser, not by matching lines: a declaration written inside a
// template string (a generator's output, such as src/tooling/font-widths.ts writes) defines nothing.
// Counted: every top-level exported function, const, let, var, class, interface, type and enum (declare
// ones too), and a local name exported by an `export { … }` list. Not counted: `export default`, and
// re-exports of what a module imports.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { root } from '../../src/tooling/paths.ts';

/** Every TypeScript file under src/, by its path from the project's root with forward slashes. */
const sourceFiles = (readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' }) as string[])
  .map((name) => `src/${name.split(path.sep).join('/')}`)
  .filter((file) => /\.tsx?$/.test(file))
  .sort();

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
const isDefault = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);

/** The names a binding declares: `a`, or each name of `{ a, b: [c] }`. */
function boundNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((element) => (ts.isBindingElement(element) ? boundNames(element.name) : []));
}

/** The names a top-level statement declares (exported or not). */
function declaredNames(statement: ts.Statement): string[] {
  if (ts.isVariableStatement(statement)) return statement.declarationList.declarations.flatMap((d) => boundNames(d.name));
  if (
    (ts.isFunctionDeclaration(statement) ||
      ts.isClassDeclaration(statement) ||
      ts.isInterfaceDeclaration(statement) ||
      ts.isTypeAliasDeclaration(statement) ||
      ts.isEnumDeclaration(statement)) &&
    statement.name
  )
    return [statement.name.text];
  return [];
}

/** The names a file defines and exports (see the header for what counts). */
function exportedNames(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const local = new Set(source.statements.flatMap(declaredNames));
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (isExported(statement) && !isDefault(statement)) for (const name of declaredNames(statement)) names.add(name);
    // `export { a, b as c }` without `from`: counted when the module itself declares the name.
    if (
      ts.isExportDeclaration(statement) &&
      !statement.moduleSpecifier &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    )
      for (const spec of statement.exportClause.elements)
        if (local.has((spec.propertyName ?? spec.name).getText(source)) && spec.name.getText(source) !== 'default')
          names.add(spec.name.getText(source));
  }
  return [...names];
}

/** Each exported name defined in two or more files, with those files. */
function repeatedNames(files: readonly string[], read: (file: string) => string): Map<string, string[]> {
  const where = new Map<string, string[]>();
  for (const file of files) for (const name of exportedNames(file, read(file))) where.set(name, [...(where.get(name) ?? []), file]);
  return new Map([...where].filter(([, inFiles]) => inFiles.length > 1));
}

const generated = (file: string) => file.startsWith('src/generated/');

/** The conventions: a repeat is allowed when one of these says so for the name and all its files. */
const conventions: { why: string; allows: (name: string, files: readonly string[]) => boolean }[] = [
  {
    // npm run gen-types writes one file per schema, each standing alone: a definition two schemas share
    // (an image, a link, a button) comes out in both files under the schema's title.
    why: 'generated types, one self-contained file per schema',
    allows: (_name, files) => files.every(generated),
  },
  {
    // The type gen-types makes from a block's schema (HeroBlock in src/generated/page.ts) and the block's
    // component in its own folder (src/blocks/hero/HeroBlock.tsx) are both named after the block.
    why: "a block's generated type and its component",
    allows: (name, files) => {
      const written = files.filter((file) => !generated(file));
      return written.length === 1 && new RegExp(`^src/blocks/[^/]+/${name}\\.tsx$`).test(written[0]!) && files.some(generated);
    },
  },
  {
    // The island loader (src/islands/loader.ts) imports an island's module and calls its `hydrate`
    // (IslandModule in src/islands/markers.ts): every <name>.island.ts(x), and the lead form's island.ts.
    why: "an island module's hydrate",
    allows: (name, files) => name === 'hydrate' && files.every((file) => /(^|\/|\.)island\.tsx?$/.test(file)),
  },
  {
    // Each lead form's rules module (src/forms/client/<form>.rules.ts) exports its rules as `rules`, and
    // the forms' island imports each under the form's name.
    why: "a lead form's rules module",
    allows: (name, files) => name === 'rules' && files.every((file) => /\.rules\.ts$/.test(file)),
  },
];

const allowedBy = (name: string, files: readonly string[]) => conventions.find((c) => c.allows(name, files))?.why;

describe('exported names of src/', () => {
  const repeats = repeatedNames(sourceFiles, (file) => readFileSync(path.join(root, file), 'utf8'));

  it('are each defined in one file, apart from the conventions', () => {
    const unexplained = [...repeats]
      .filter(([name, files]) => !allowedBy(name, files))
      .map(([name, files]) => `${name}: ${files.join(', ')}`);
    expect(unexplained).toEqual([]);
  });

  it('are read from the whole of src/: each convention is met where the code follows it', () => {
    // Without this, a scan that found nothing would pass the test above.
    expect(sourceFiles.length).toBeGreaterThan(100);
    expect(repeats.get('hydrate')).toEqual(expect.arrayContaining(['src/forms/client/island.ts', 'src/layout/consent.island.ts']));
    expect(repeats.get('rules')).toEqual(['src/forms/client/audit.rules.ts', 'src/forms/client/webinar.rules.ts']);
    expect(repeats.get('HeroBlock')).toEqual(['src/blocks/hero/HeroBlock.tsx', 'src/generated/page.ts']);
    expect(repeats.get('Image')).toEqual(expect.arrayContaining(['src/generated/page.ts', 'src/generated/site.ts']));
    for (const why of conventions.map((c) => c.why))
      expect(
        [...repeats].some(([name, files]) => allowedBy(name, files) === why),
        why,
      ).toBe(true);
  });

  it('each convention allows its own kind of file and no other', () => {
    const check = (files: Record<string, string>) => repeatedNames(Object.keys(files), (file) => files[file]!);
    const unexplainedIn = (files: Record<string, string>) =>
      [...check(files)].filter(([name, inFiles]) => !allowedBy(name, inFiles)).map(([name]) => name);
    // The same name in two hand-written modules: both kinds of definition, and an `export { … }` list.
    expect(unexplainedIn({ 'src/a.ts': 'export const step = 1;', 'src/b.ts': 'const step = 2;\nexport { step };' })).toEqual(['step']);
    expect(unexplainedIn({ 'src/a.ts': 'export interface Shape { a: 1 }', 'src/b/c.tsx': 'export type Shape = 2;' })).toEqual(['Shape']);
    // What is not a definition: a declaration inside a template string, a re-export, `export default`.
    expect(
      unexplainedIn({
        'src/a.ts': 'export const write = (n: number) => `export const size = ${n};`;\nexport const size = 1;',
        'src/b.ts': "import { size } from './a.ts';\nexport { size };\nexport { size as other } from './a.ts';",
        'src/c.ts': 'export default function size() {}',
      }),
    ).toEqual([]);
    // Each convention holds only where its files are: a hydrate outside an island, rules outside a rules
    // module, a block-named type outside src/generated/, a component outside its block's folder.
    expect(
      unexplainedIn({ 'src/a.island.ts': 'export function hydrate() {}', 'src/islands/util.ts': 'export function hydrate() {}' }),
    ).toEqual(['hydrate']);
    expect(
      unexplainedIn({ 'src/forms/client/a.rules.ts': 'export const rules = 1;', 'src/forms/client/b.ts': 'export const rules = 2;' }),
    ).toEqual(['rules']);
    expect(
      unexplainedIn({
        'src/blocks/hero/HeroBlock.tsx': 'export function HeroBlock() {}',
        'src/core/page-data.ts': 'export interface HeroBlock {}',
      }),
    ).toEqual(['HeroBlock']);
    expect(
      unexplainedIn({
        'src/blocks/hero/Other.tsx': 'export function HeroBlock() {}',
        'src/generated/page.ts': 'export interface HeroBlock {}',
      }),
    ).toEqual(['HeroBlock']);
    expect(unexplainedIn({ 'src/generated/a.ts': 'export interface Link {}', 'src/generated/b.ts': 'export interface Link {}' })).toEqual(
      [],
    );
  });
});
