/*
 * A strict reader of the Prometheus text exposition format (version 0.0.4), for tests: what
 * `promtool check metrics` checks where promtool is not installed. It throws, naming the line, on
 * anything a Prometheus server would refuse or misread: a malformed name, label or value, a bad
 * escape, a TYPE after its samples or twice, a family split in two, a series given twice, a
 * negative counter, and histograms whose buckets are not cumulative, lack `+Inf`, or disagree
 * with their `_count`.
 */

export type MetricType = 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';

export interface Sample {
  /** The sample's own name (a histogram's `…_bucket`, `…_sum`, `…_count`). */
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface MetricFamily {
  name: string;
  type: MetricType;
  help: string;
  samples: Sample[];
}

const metricName = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const labelName = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const types = new Set<string>(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
const suffixes: Record<MetricType, string[]> = {
  counter: [''],
  gauge: [''],
  untyped: [''],
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['', '_sum', '_count'],
};

/** A float as Prometheus reads it (Go's ParseFloat: NaN and Inf in any case; prom-client writes `Nan`). */
function parseValue(text: string, where: string): number {
  const special = /^([-+]?)(inf|infinity|nan)$/i.exec(text);
  if (special) return special[2]!.toLowerCase() === 'nan' ? NaN : special[1] === '-' ? -Infinity : Infinity;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) throw new Error(`${where}: bad value ${text}`);
  return Number(text);
}

/** `{a="x",b="y\"z"}` from `at` (the opening brace): the labels and where the text goes on. */
function parseLabels(line: string, at: number, where: string): { labels: Record<string, string>; end: number } {
  const labels: Record<string, string> = {};
  let i = at + 1;
  for (;;) {
    if (line[i] === '}') return { labels, end: i + 1 };
    const eq = line.indexOf('=', i);
    const name = eq < 0 ? '' : line.slice(i, eq);
    if (!labelName.test(name) || line[eq + 1] !== '"') throw new Error(`${where}: bad label at ${i}`);
    if (name in labels) throw new Error(`${where}: label ${name} given twice`);
    let value = '';
    for (i = eq + 2; line[i] !== '"'; i++) {
      if (i >= line.length) throw new Error(`${where}: unterminated label value`);
      if (line[i] !== '\\') value += line[i];
      else {
        const next = line[++i];
        if (next === 'n') value += '\n';
        else if (next === '\\' || next === '"') value += next;
        else throw new Error(`${where}: bad escape \\${next}`);
      }
    }
    labels[name] = value;
    i += 1;
    if (line[i] === ',') i += 1;
    else if (line[i] !== '}') throw new Error(`${where}: expected , or } at ${i}`);
  }
}

const owns = (family: MetricFamily, sampleName: string) =>
  suffixes[family.type].some((suffix) => `${family.name}${suffix}` === sampleName);

function checkHistogram(family: MetricFamily) {
  const series = new Map<string, Sample[]>();
  for (const sample of family.samples) {
    const { le: _le, ...rest } = sample.labels;
    const key = JSON.stringify(Object.entries(rest).sort());
    series.set(key, [...(series.get(key) ?? []), sample]);
  }
  for (const [key, samples] of series) {
    const where = `${family.name}${key}`;
    const buckets = samples.filter((s) => s.name.endsWith('_bucket'));
    if (buckets.some((b) => b.labels.le === undefined)) throw new Error(`${where}: a bucket without le`);
    const bounds = buckets.map((b) => parseValue(b.labels.le!, where));
    if (bounds.at(-1) !== Infinity) throw new Error(`${where}: no +Inf bucket last`);
    for (let i = 1; i < buckets.length; i++)
      if (bounds[i]! <= bounds[i - 1]! || buckets[i]!.value < buckets[i - 1]!.value)
        throw new Error(`${where}: buckets not in order or not cumulative`);
    const count = samples.find((s) => s.name.endsWith('_count'));
    if (!samples.some((s) => s.name.endsWith('_sum')) || !count) throw new Error(`${where}: no _sum or _count`);
    if (count.value !== buckets.at(-1)!.value) throw new Error(`${where}: _count differs from the +Inf bucket`);
  }
}

/** The families of an exposition, by name; throws on the first thing that is not valid. */
export function parsePrometheusText(text: string): Map<string, MetricFamily> {
  const families = new Map<string, MetricFamily>();
  const finished = new Set<string>();
  const seen = new Set<string>();
  let current: MetricFamily | undefined;
  const lines = text.split('\n');
  if (lines.at(-1) !== '') throw new Error('the exposition does not end with a newline');
  lines.forEach((line, index) => {
    const where = `line ${index + 1}`;
    if (line.trim() === '') return;
    const meta = /^#\s+(HELP|TYPE)\s+(\S+)(?:\s(.*))?$/.exec(line);
    if (line.startsWith('#') && !meta) return;
    if (meta) {
      const [, keyword, name, rest = ''] = meta as unknown as [string, string, string, string?];
      if (!metricName.test(name)) throw new Error(`${where}: bad metric name ${name}`);
      if (finished.has(name) || (current && current.name !== name && families.has(name)))
        throw new Error(`${where}: ${name} is split in two`);
      if (current?.name !== name) {
        if (current) finished.add(current.name);
        current = { name, type: 'untyped', help: '', samples: [] };
        families.set(name, current);
      }
      if (keyword === 'TYPE') {
        if (!types.has(rest.trim()) || current.samples.length) throw new Error(`${where}: bad or late TYPE`);
        current.type = rest.trim() as MetricType;
      } else current.help = rest.replace(/\\(\\|n)/g, (_, c: string) => (c === 'n' ? '\n' : '\\'));
      return;
    }
    const nameEnd = line.search(/[{ ]/);
    const name = nameEnd < 0 ? line : line.slice(0, nameEnd);
    if (!metricName.test(name)) throw new Error(`${where}: bad metric name ${name}`);
    const { labels, end } = line[nameEnd] === '{' ? parseLabels(line, nameEnd, where) : { labels: {}, end: nameEnd };
    const [valueText, timestamp, ...extra] = line.slice(end).trim().split(/\s+/);
    if (!valueText || extra.length || (timestamp !== undefined && !/^-?\d+$/.test(timestamp)))
      throw new Error(`${where}: expected a value and at most a timestamp`);
    let owner = current && owns(current, name) ? current : undefined;
    if (!owner) {
      const earlier = [...families.values()].find((family) => owns(family, name));
      if (earlier) throw new Error(`${where}: ${earlier.name} is split in two`);
      if (current) finished.add(current.name);
      current = owner = { name, type: 'untyped', help: '', samples: [] };
      families.set(name, owner);
    }
    const series = JSON.stringify([name, Object.entries(labels).sort()]);
    if (seen.has(series)) throw new Error(`${where}: series given twice`);
    seen.add(series);
    const value = parseValue(valueText, where);
    if (owner.type === 'counter' && !(value >= 0)) throw new Error(`${where}: a counter below 0`);
    owner.samples.push({ name, labels, value });
  });
  for (const family of families.values()) if (family.type === 'histogram') checkHistogram(family);
  return families;
}

/** The sum of a family's samples named `sample` (the family's name by default) whose labels include `labels`. */
export function sampleSum(
  families: Map<string, MetricFamily>,
  family: string,
  labels: Record<string, string> = {},
  sample = family,
): number {
  return (families.get(family)?.samples ?? [])
    .filter((s) => s.name === sample && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}

/** How many observations a histogram holds for the labels (its `_count`, summed). */
export const histogramCount = (
  families: Map<string, MetricFamily>,
  family: string,
  labels: Record<string, string> = {},
) => sampleSum(families, family, labels, `${family}_count`);
