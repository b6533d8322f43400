import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { EngineError, isEngineError } from '../../core/errors.ts';
import { badInput, parseInput, required } from '../../core/validate.ts';
import { createTenant } from '../../tenant-provisioning/operations/create-tenant.ts';
import { createTenantInput } from '../../tenant-provisioning/tenant-input.ts';
import { findTenantByKey } from '../../tenants/queries.ts';
import { installationId } from '../installation-id.ts';
import { findImportFor } from '../migration-access.ts';
import type { MigrationImport } from '../migration-import.ts';
import { findMigrationImport } from '../queries.ts';
import { startMigrationRun } from '../run-import.ts';
import { presentMigrationImport } from './present-migration-import.ts';

const inputSchema = z
  .object({
    id: z.number(required).int().positive(),
    targetTenantKey: z.string().trim().max(64).nullish(),
    newTenant: createTenantInput.nullish(),
  })
  .refine((v) => !!v.targetTenantKey !== !!v.newTenant, {
    path: ['targetTenantKey'],
    message: 'Choose an existing tenant or describe a new one',
  });

const conflict = (message: string) => new EngineError('CONFLICT', message);

/** createTenant's field errors named under `newTenant.` (the form shows them beside its fields). */
function underNewTenant(error: unknown): unknown {
  if (!isEngineError(error) || error.code !== 'BAD_USER_INPUT') return error;
  const fields = ((error.details?.fields as string[] | undefined) ?? []).map((f) => `newTenant.${f}`);
  let message = error.message;
  for (const field of fields) message = message.replace(`${field.slice('newTenant.'.length)}: `, `${field}: `);
  return new EngineError('BAD_USER_INPUT', message, { fields });
}

async function targetOf(ctx: EngineContext, job: MigrationImport, input: z.infer<typeof inputSchema>) {
  if (input.newTenant)
    return (
      await createTenant({ ctx, input: input.newTenant }).catch((e: unknown) => Promise.reject(underNewTenant(e)))
    ).tenant.key;
  const key = input.targetTenantKey!;
  if (!(await findTenantByKey(ctx.db, key))) throw badInput('targetTenantKey', `No tenant "${key}"`);
  const { installation, tenantKey } = job.manifest.source;
  if (installation === (await installationId(ctx.db)) && tenantKey === key)
    throw badInput('targetTenantKey', 'The bundle was exported from this tenant; choose another');
  return key;
}

/**
 * Imports an uploaded bundle into an existing tenant or a new one (provisioned as createTenant
 * does) in the background. Safe to run again: a done import runs from the top and skips every
 * row it mapped; a failed one into the same tenant resumes after its last committed chunk.
 */
export async function startTenantMigrationImport({ ctx, input }: { ctx: EngineContext; input: unknown }) {
  const values = parseInput(inputSchema, input);
  const job = await findImportFor(ctx, values.id);
  if (job.status === 'running') throw conflict('The import is running; wait for it to finish.');
  const target = await targetOf(ctx, job, values);
  const resume = job.status === 'failed' && job.targetTenantKey === target;
  const changed = await ctx
    .db('tenant_migration_imports')
    .where({ id: job.id, tenant_key: job.tenantKey, status: job.status, attempt: job.attempt })
    .update({
      status: 'running',
      target_tenant_key: target,
      error: null,
      lease_until: null,
      finished: null,
      updated: ctx.now(),
      ...(resume ? {} : { progress: '{}', counts: '{}' }),
    });
  if (changed !== 1) throw conflict('The import changed meanwhile; reload it.');
  startMigrationRun(ctx, { tenantKey: job.tenantKey, importId: job.id });
  return presentMigrationImport((await findMigrationImport(ctx.db, job.tenantKey, job.id))!);
}
