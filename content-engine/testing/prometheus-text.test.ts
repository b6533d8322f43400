import { describe, expect, it } from 'vitest';
import { histogramCount, parsePrometheusText, sampleSum } from './prometheus-text.ts';

const valid = `# HELP jobs_total Jobs done.
# TYPE jobs_total counter
jobs_total{tenant="a"} 3
jobs_total{tenant="b\\"q\\\\"} 1
# HELP wait_seconds Wait.
# TYPE wait_seconds histogram
wait_seconds_bucket{le="0.5",kind="full"} 1
wait_seconds_bucket{le="1",kind="full"} 2
wait_seconds_bucket{le="+Inf",kind="full"} 2
wait_seconds_sum{kind="full"} 0.9
wait_seconds_count{kind="full"} 2
# TYPE depth gauge
depth NaN
`;

describe('the Prometheus text-format reader of the tests', () => {
  it('reads families, labels with escapes, and histograms', () => {
    const families = parsePrometheusText(valid);
    expect([...families.keys()]).toEqual(['jobs_total', 'wait_seconds', 'depth']);
    expect(families.get('jobs_total')!.samples[1]!.labels.tenant).toBe('b"q\\');
    expect(sampleSum(families, 'jobs_total')).toBe(4);
    expect(histogramCount(families, 'wait_seconds', { kind: 'full' })).toBe(2);
  });

  it.each([
    ['a bad metric name', valid.replace('depth NaN', '2depth 1')],
    ['a bad value', valid.replace('depth NaN', 'depth one')],
    ['a bad escape', valid.replace('tenant="a"', 'tenant="\\a"')],
    ['a TYPE after its samples', `${valid}# TYPE jobs_total counter\n`],
    ['a family split in two', `${valid}jobs_total{tenant="c"} 1\n`],
    [
      'a series given twice',
      valid.replace('jobs_total{tenant="a"} 3\n', 'jobs_total{tenant="a"} 3\njobs_total{tenant="a"} 3\n'),
    ],
    ['a negative counter', valid.replace('tenant="a"} 3', 'tenant="a"} -3')],
    ['buckets that are not cumulative', valid.replace('le="1",kind="full"} 2', 'le="1",kind="full"} 0')],
    ['a histogram without +Inf', valid.replace('wait_seconds_bucket{le="+Inf",kind="full"} 2\n', '')],
    [
      'a _count other than the +Inf bucket',
      valid.replace('wait_seconds_count{kind="full"} 2', 'wait_seconds_count{kind="full"} 3'),
    ],
    ['no final newline', valid.trimEnd()],
  ])('refuses %s', (_, text) => {
    expect(() => parsePrometheusText(text)).toThrow();
  });
});
