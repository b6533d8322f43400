import { describe, expect, it } from 'vitest';
import { parseTenantArgs } from './args.ts';

describe('npm run tenant arguments', () => {
  it('turns create options into the operation’s input', () => {
    expect(
      parseTenantArgs([
        'create',
        '--key',
        'acme',
        '--name',
        'Acme',
        '--domain',
        'a.com',
        '--domain',
        'b.com',
        '--module',
        'search',
        '--prod-endpoint',
        'https://a.com',
        '--test',
      ]),
    ).toEqual({
      command: 'create',
      input: {
        key: 'acme',
        name: 'Acme',
        domains: ['a.com', 'b.com'],
        modules: ['search'],
        prodEndpoint: 'https://a.com',
        isTest: true,
      },
    });
  });

  it('sends only what an update names, with --no-modules and --no-test', () => {
    expect(parseTenantArgs(['update', '--key', 'acme', '--no-modules', '--no-test'])).toEqual({
      command: 'update',
      input: { key: 'acme', modules: [], isTest: false },
    });
  });

  it('refuses a command line that cannot be right', () => {
    for (const args of [
      ['create', '--key', 'acme', '--domain', 'a.com'],
      ['create', '--key', 'acme', '--name', 'Acme'],
      ['update', '--name', 'Acme'],
      ['update', '--key', 'acme', '--test', '--no-test'],
      ['create', '--key', 'acme', '--name', 'A', '--domain', 'a.com', '--no-test'],
      ['rename', '--key', 'acme'],
      ['list', 'extra'],
      ['list', '--unknown'],
    ])
      expect(() => parseTenantArgs(args)).toThrow();
  });

  it('answers help with no command or --help', () => {
    expect(parseTenantArgs([])).toEqual({ command: 'help' });
    expect(parseTenantArgs(['create', '--help'])).toEqual({ command: 'help' });
    expect(parseTenantArgs(['list', '--search', 'ac'])).toEqual({ command: 'list', search: 'ac' });
  });
});
