import type { TestEngine } from '../../testing/test-engine.ts';
import { importColumnNames } from '../../shared/site-user-import-columns.ts';

/** POSTs a CSV to /site-user-imports as a browser form would (multipart, one file field). */
export async function uploadCsv(
  engine: TestEngine,
  {
    token,
    tenantKey,
    fileName = 'users.csv',
    content,
  }: { token?: string; tenantKey: string; fileName?: string; content: string },
) {
  const boundary = '----masthead-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await engine.app.inject({
    method: 'POST',
    url: '/site-user-imports',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'tenant-key': tenantKey,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload,
  });
  return {
    status: response.statusCode,
    ...(response.json() as {
      data?: { createSiteUserImport: { id: number } };
      errors?: { message: string; extensions: { code: string } }[];
    }),
  };
}

export interface GeneratedCsv {
  content: string;
  /** Row numbers (header = 1) of the bad rows. */
  badRows: number[];
  goodEmails: number;
}

const problems = [
  (i: number) => ({ email: `not-an-address-${i}` }),
  () => ({ memberships: 'no-such-membership' }),
  () => ({ country_code: 'XX' }),
  () => ({ registered: '2019-02-30' }),
  () => ({ newsletters: 'monthly' }),
  () => ({ email: 'user1@import.example' }),
  () => ({ fieldCount: true }),
];

/** `rows` data rows; every 100th (from the 38th) is bad, in one of seven ways; the rest are valid and new. */
export function generateCsv(rows: number): GeneratedCsv {
  const lines = [importColumnNames.join(',')];
  const badRows: number[] = [];
  for (let i = 0; i < rows; i++) {
    const row: Record<string, string> = {
      email: `user${i}@import.example`,
      first_name: `First${i}`,
      last_name: `Last ${i}`,
      company: i % 3 ? `Company ${i % 50}` : '',
      title: '',
      city: 'Chicago',
      region: 'IL',
      postal_code: '60601',
      country_code: 'US',
      memberships: i % 10 === 0 ? 'free' : '',
      membership_expires: '',
      newsletters: i % 7 === 0 ? 'daily|weekly' : '',
      password_hash: '',
      registered: i % 2 ? '2020-05-17' : '',
    };
    let fields: string[];
    if (i % 100 === 37) {
      const change = problems[Math.floor(i / 100) % problems.length]!(i) as Record<string, string | boolean>;
      badRows.push(i + 2);
      fields = importColumnNames.map((name) => String(change[name] ?? row[name]));
      if (change.fieldCount) fields.pop();
    } else {
      fields = importColumnNames.map((name) => row[name]!);
    }
    lines.push(fields.map((f) => (/[",\r\n]/.test(f) ? `"${f.replaceAll('"', '""')}"` : f)).join(','));
  }
  return { content: lines.join('\r\n') + '\r\n', badRows, goodEmails: rows - badRows.length };
}
