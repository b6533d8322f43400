import { describe, expect, it } from 'vitest';
import { parseBuildCron } from './build-cron-config.ts';

describe('parseBuildCron', () => {
  it('builds every tenant at 03:00 when BUILD_CRON is unset or empty', () => {
    expect(parseBuildCron(undefined)).toEqual([{ tenant: '*', expression: '0 3 * * *' }]);
    expect(parseBuildCron('  ')).toEqual([{ tenant: '*', expression: '0 3 * * *' }]);
  });

  it('schedules nothing when BUILD_CRON is off', () => {
    expect(parseBuildCron('off')).toEqual([]);
    expect(parseBuildCron(' OFF ')).toEqual([]);
  });

  it('reads per-tenant expressions, six-field ones and per-tenant "off"', () => {
    expect(parseBuildCron('{"*":"30 2 * * *","fleetowner":"*/10 * * * * *","demotest":"off"}')).toEqual([
      { tenant: '*', expression: '30 2 * * *' },
      { tenant: 'fleetowner', expression: '*/10 * * * * *' },
      { tenant: 'demotest', expression: null },
    ]);
  });

  it('names the tenant and the expression that is not valid', () => {
    expect(() => parseBuildCron('{"*":"0 3 * * *","fleetowner":"61 * * * *"}')).toThrow(
      'BUILD_CRON: invalid cron expression "61 * * * *" for tenant "fleetowner"',
    );
    expect(() => parseBuildCron('{"plantservices":"every night"}')).toThrow(
      'invalid cron expression "every night" for tenant "plantservices"',
    );
    expect(() => parseBuildCron('{"*":"0 0 3 * * * 2030"}')).toThrow('for tenant "*"');
  });

  it('explains the expected shape when the value is not a JSON object of strings', () => {
    expect(() => parseBuildCron('0 3 * * *')).toThrow(/BUILD_CRON must be "off" or a JSON object/);
    expect(() => parseBuildCron('["0 3 * * *"]')).toThrow(/BUILD_CRON must be "off" or a JSON object/);
    expect(() => parseBuildCron('{"fleetowner":3}')).toThrow(
      'the entry of tenant "fleetowner" must be a cron expression string or "off"',
    );
  });
});
