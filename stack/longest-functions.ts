import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';

/**
 * `npm run -s report:functions -- [path…] [--most N] [--over LINES]`: the longest functions (declarations,
 * methods, arrow functions and function expressions) of the tracked .ts/.tsx files whose path starts with
 * one of the paths given (a folder, a file, or a prefix such as functions/quotes/best-split), tests left out, one a
 * line: lines, file:line, name. With --over it exits 1 when any is longer, so a folder's limit can be
 * checked (#53: nothing in functions/orders/ or the best split over 80 lines).
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(name);
  return at < 0 ? fallback : Number(args.splice(at, 2)[1]);
};
const most = option('--most', 10);
const over = option('--over', Infinity);
const prefixes = args.length > 0 ? args : ['functions/'];
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$|(^|\/)test\/|(^|\/)e2e\//.test(f))
  .filter((f) => prefixes.some((p) => f.startsWith(p)));

type Found = { lines: number; where: string; name: string };
const found: Found[] = [];

function nameOf(node: ts.Node): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name) return node.name.getText();
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText();
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText();
  if (parent && ts.isCallExpression(parent)) return `(argument of ${parent.expression.getText().slice(0, 40)})`;
  return '(anonymous)';
}

for (const file of files) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({ lines: end - start + 1, where: `${file}:${start + 1}`, name: nameOf(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

found.sort((a, b) => b.lines - a.lines);
for (const f of found.slice(0, most)) console.log(`${String(f.lines).padStart(5)}  ${f.where}  ${f.name}`);
const tooLong = found.filter((f) => f.lines > over);
if (tooLong.length > 0) {
  console.error(`${tooLong.length} function(s) over ${over} lines`);
  process.exit(1);
}
