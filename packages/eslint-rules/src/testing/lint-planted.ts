// Lints planted files (never written to disk) with the repository's own configuration (what `npm run lint`
// runs), in a child process: ESLint's flat configuration is an ES module, which jest's CommonJS sandbox cannot
// load.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');

/** The messages of one of our rules (e.g. 'vantage/boundaries') that ESLint gives each planted file. */
export function lintPlanted(files: Record<string, string>, ruleId: string): Record<string, string[]> {
  const script = `
    const { ESLint } = await import('eslint');
    const files = JSON.parse(process.argv[1]);
    const ruleId = process.argv[2];
    const eslint = new ESLint({ cwd: ${JSON.stringify(ROOT)} });
    const found = {};
    for (const [file, code] of Object.entries(files)) {
      const [result] = await eslint.lintText(code, { filePath: file });
      found[file] = result.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
    }
    console.log(JSON.stringify(found));`;
  const absolute = Object.fromEntries(Object.entries(files).map(([file, code]) => [path.join(ROOT, file), code]));
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(absolute), ruleId],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  const found = JSON.parse(output) as Record<string, string[]>;
  return Object.fromEntries(Object.entries(found).map(([file, messages]) => [path.relative(ROOT, file), messages]));
}
