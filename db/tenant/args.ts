import { parseArgs } from 'node:util';

export const usage = `Usage: npm run tenant -- <command> [options]

Commands:
  create   Creates a tenant with the starter set and queues its first full build.
  update   Edits a tenant (options left out keep their value; --domain replaces all domains).
  list     Lists the tenants (test tenants included).

Options of create and update:
  --key <key>              The tenant's key: 2-32 lower-case letters and digits (required; never changes).
  --name <name>            Its name (required by create).
  --domain <host>          A domain, the first the primary; repeat for more (create needs one).
  --abbreviation <text>    Up to 20 characters (default: the initials of the name).
  --prod-endpoint <url>    The production site, an https URL.
  --module <name>          An optional module (leaders, magazine, newsletters, search, memberships,
                           sourceesb); repeat for more. On update, replaces the modules.
  --no-modules             Update: turns every optional module off.
  --test                   A test tenant (update: --no-test makes it a normal one).

Options of list:
  --search <text>          Only tenants whose key, name, abbreviation or a domain contains it.

The database is DATABASE_URL's (default: var/masthead.sqlite). Exit code 2 on bad usage, 1 when the
engine refuses the input.`;

export type TenantCommand =
  | { command: 'help' }
  | { command: 'list'; search: string | null }
  | { command: 'create' | 'update'; input: Record<string, unknown> };

/** The command line as a command and the operation's input; throws a usage error (message) on nonsense. */
export function parseTenantArgs(argv: string[]): TenantCommand {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      key: { type: 'string' },
      name: { type: 'string' },
      domain: { type: 'string', multiple: true },
      abbreviation: { type: 'string' },
      'prod-endpoint': { type: 'string' },
      module: { type: 'string', multiple: true },
      'no-modules': { type: 'boolean' },
      test: { type: 'boolean' },
      'no-test': { type: 'boolean' },
      search: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || command === 'help' || command === undefined) return { command: 'help' };
  if (rest.length) throw new Error(`Unexpected argument "${rest[0]}".`);
  if (command === 'list') return { command: 'list', search: values.search ?? null };
  if (command !== 'create' && command !== 'update') throw new Error(`Unknown command "${command}".`);
  if (!values.key) throw new Error('--key is required.');
  if (values.test && values['no-test']) throw new Error('Give --test or --no-test, not both.');
  if (values.module && values['no-modules']) throw new Error('Give --module or --no-modules, not both.');
  if (command === 'create' && (values['no-test'] || values['no-modules']))
    throw new Error('--no-test and --no-modules are for update.');
  const input: Record<string, unknown> = { key: values.key };
  if (values.name !== undefined) input.name = values.name;
  if (values.domain) input.domains = values.domain;
  if (values.abbreviation !== undefined) input.abbreviation = values.abbreviation;
  if (values['prod-endpoint'] !== undefined) input.prodEndpoint = values['prod-endpoint'];
  if (values.module) input.modules = values.module;
  if (values['no-modules']) input.modules = [];
  if (values.test) input.isTest = true;
  if (values['no-test']) input.isTest = false;
  if (command === 'create' && !values.name) throw new Error('--name is required.');
  if (command === 'create' && !values.domain) throw new Error('--domain is required (at least one).');
  return { command, input };
}
