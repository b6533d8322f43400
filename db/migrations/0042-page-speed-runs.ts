import type { Knex } from 'knex';

/*
 * Page speed runs (issue 32, ADR 0080): one row per measurement of one sampled page of a tenant
 * (content-engine/page-speed/), kept over time for the page-speed report. The Lighthouse metrics
 * are null when the runner that measured could not measure them (the local runner measures the
 * server's response only); `source` names the runner.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('page_speed_runs', (t) => {
    t.bigIncrements('id');
    t.string('tenant_key', 64).notNullable().references('key').inTable('tenants').onDelete('CASCADE');
    t.string('url', 1000).notNullable();
    /** home | section | content */
    t.string('page_type', 20).notNullable();
    t.bigInteger('run_at').notNullable();
    /** The Chicago day of run_at (YYYY-MM-DD). */
    t.string('day', 10).notNullable();
    /** Lighthouse performance score, 0–100. */
    t.float('performance_score');
    /** Largest contentful paint, total blocking time, first contentful paint (ms); cumulative layout shift. */
    t.float('lcp_ms');
    t.float('cls');
    t.float('tbt_ms');
    t.float('fcp_ms');
    /** Time to the first byte of the response and the whole HTML download (ms), and its size. */
    t.float('ttfb_ms');
    t.float('load_ms');
    t.integer('html_bytes');
    /** The runner: local | lighthouse. */
    t.string('source', 20).notNullable();
    t.index(['tenant_key', 'day'], 'page_speed_runs_tenant_day');
    t.index(['tenant_key', 'url', 'run_at'], 'page_speed_runs_tenant_url_run');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('page_speed_runs');
}
