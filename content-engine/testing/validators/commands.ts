import { spawnSync } from 'node:child_process';

/**
 * Fails with what to install when a command the validators run is missing (.ci/test.mjs installs
 * them on CI machines).
 */
export function requireCommand(command: string, debianPackage: string) {
  if (spawnSync('sh', ['-c', `command -v ${command}`]).status !== 0) {
    throw new Error(
      `The site validators need "${command}", which is not installed: apt-get install -y ${debianPackage}`,
    );
  }
}
