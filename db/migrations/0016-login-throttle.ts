import type { Knex } from 'knex';

/*
 * Login throttling without lock-out (credentials/login-throttle.ts): failures counted per client
 * address, per account at an address and per account. A count lives until `last_failure_at` is a
 * window old (so an attacker who keeps failing stays slowed); `wait_until` is when the key may try
 * again. `login_attempts` stays for the e-mail-sending request limits. Conventions as in 0001
 * (epoch-millisecond BIGINT dates).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('login_throttle', (t) => {
    /** `[site:<tenant>:]login:address:<ip>`, `…:account:<hash>@<ip>` or `…:account:<hash>`. */
    t.string('key', 200).primary();
    t.integer('failures').notNullable();
    t.bigInteger('last_failure_at').notNullable().index();
    t.bigInteger('wait_until');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('login_throttle');
}
