import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const code =
  "import { readFileSync } from 'node:fs';\nimport knex from 'knex';\nimport Database from 'better-sqlite3';\nexport const used = [readFileSync, knex, Database];\n";

const eslint = new ESLint();
const restrictedImports = async (filePath: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').length;
};

// Loading the project's ESLint configuration takes seconds on a busy machine.
describe('the browser boundary lint rule', { timeout: 30_000 }, () => {
  it.each(['islands/probe.ts', 'admin/probe.ts', 'content-engine/client/probe.ts'])(
    'forbids Node built-ins and database drivers in %s',
    async (path) => {
      expect(await restrictedImports(path)).toBe(3);
    },
  );

  it('allows them in server code', async () => {
    expect(await restrictedImports('content-engine/content/probe.ts')).toBe(0);
  });
});
