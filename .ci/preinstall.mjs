// better-sqlite3 compiles from source here; node-gyp needs Node's headers, which Debian's
// nodejs ships under /usr. Point npm at them when neither the environment nor ~/.npmrc does.
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const npmrc = join(homedir(), '.npmrc');
const configured =
  process.env.npm_config_nodedir ||
  (existsSync(npmrc) && /^\s*nodedir\s*=/m.test(readFileSync(npmrc, 'utf8')));
if (!configured && existsSync('/usr/include/node/node.h')) {
  console.warn('masthead: set npm_config_nodedir=/usr (see .npmrc) so better-sqlite3 can compile');
}
