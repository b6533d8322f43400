import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../core/events.ts';
import { tags } from '../../core/change-tags.ts';
import { insertContent } from '../../testing/fixtures.ts';
import { insertIssue, insertPublication } from '../../testing/fixtures-catalogue.ts';
import { createWriteScenario, teaser, type WriteScenario } from './content-writes-setup.ts';

let s: WriteScenario;
let a: number;
let b: number;
const issues: Record<string, number> = {};
const magazineSections: Record<string, number> = {};

interface Edited {
  id: number;
  editorial: {
    related: { id: number; name: string }[];
    issues: { issueId: number; issueName: string; publicationId: number; sectionId: number | null }[];
  };
}

/** Runs an updateContent and returns its result and the change events it caused. */
const update = async (input: Record<string, unknown>) => {
  const from = s.engine.emitted.length;
  const result = await s.run<{ updateContent: Edited }>('mutation/content/updateContent', { input });
  await s.engine.events.settled();
  return {
    item: result.data?.updateContent,
    error: result.errors?.[0],
    events: s.engine.emitted.slice(from) as ChangeEvent[],
  };
};

async function magazine(tenantKey: string, name: string) {
  const db = s.engine.db;
  const publicationId = await insertPublication(db, { tenantKey, name: `${name} Magazine`, alias: name });
  issues[`${name}-march`] = await insertIssue(db, {
    tenantKey,
    publicationId,
    name: 'March',
    alias: 'march',
    mailDate: Date.parse('2026-03-01'),
  });
  issues[`${name}-april`] = await insertIssue(db, {
    tenantKey,
    publicationId,
    name: 'April',
    alias: 'april',
    mailDate: Date.parse('2026-04-01'),
  });
  const [row] = await db('magazine_sections')
    .insert({
      tenant_key: tenantKey,
      publication_id: publicationId,
      name: 'Features',
      sequence: 0,
      created: 0,
      updated: 0,
    })
    .returning('id');
  magazineSections[name] = Number(typeof row === 'object' ? (row as { id: number }).id : row);
  return publicationId;
}

beforeAll(async () => {
  s = await createWriteScenario();
  const create = async (name: string, status: 'DRAFT' | 'PUBLISHED') =>
    (
      await s.run<{ createContent: Edited }>('mutation/content/createContent', {
        input: { type: 'Article', name, status, teaser: teaser(name), primarySectionId: s.a.sections.news },
      })
    ).data!.createContent.id;
  a = await create('Story A', 'PUBLISHED');
  b = await create('Story B', 'DRAFT');
  await magazine('alpha', 'alpha-mag');
  await magazine('alpha', 'alpha-other');
  await magazine('beta', 'beta-mag');
});
afterAll(() => s.engine.close());

describe('related content and magazine issues in the editor’s update', () => {
  it('relating B to A regenerates A’s page, and A lists B as related for its editor', async () => {
    const { item, events } = await update({ id: a, relatedIds: [b] });
    expect(item!.editorial.related.map((r) => r.id)).toEqual([b]);
    expect(events.flatMap((e) => e.tags)).toContain(tags.content(a));
  });

  it('publishing B later regenerates A, whose related block may now list it', async () => {
    const from = s.engine.emitted.length;
    await s.run('mutation/content/publishContent', { input: { id: b } });
    await s.engine.events.settled();
    expect(s.engine.emitted.slice(from).flatMap((e) => e.tags)).toContain(tags.content(a));
  });

  it('keeps the related items in the order given', async () => {
    const c = await insertContent(s.engine.db, { tenantKey: 'alpha', name: 'Story C' });
    const { item } = await update({ id: a, relatedIds: [c, b] });
    expect(item!.editorial.related.map((r) => r.id)).toEqual([c, b]);
  });

  it('an issue assignment regenerates the issue’s page; a move regenerates both issues', async () => {
    const march = issues['alpha-mag-march']!;
    const april = issues['alpha-mag-april']!;
    const first = await update({ id: a, issues: [{ issueId: march, sectionId: magazineSections['alpha-mag'] }] });
    expect(first.error).toBeUndefined();
    expect(first.item!.editorial.issues).toEqual([
      expect.objectContaining({ issueId: march, issueName: 'March', sectionId: magazineSections['alpha-mag'] }),
    ]);
    expect(first.events.flatMap((e) => e.tags)).toContain(tags.issue(march));
    const moved = await update({ id: a, issues: [{ issueId: april }] });
    expect(moved.events.flatMap((e) => e.tags)).toEqual(expect.arrayContaining([tags.issue(march), tags.issue(april)]));
  });

  it('a new item in an issue runs last in it; one already in it keeps its place', async () => {
    const april = issues['alpha-mag-april']!;
    await update({ id: b, issues: [{ issueId: april }] });
    const order = async () =>
      (await s.engine.db('content_issues').where({ issue_id: april }).orderBy('position').pluck('content_id')).map(
        Number,
      );
    expect(await order()).toEqual([a, b]);
    await update({ id: a, issues: [{ issueId: april }], name: 'Story A again' });
    expect(await order()).toEqual([a, b]);
  });

  it('refuses a magazine section of another publication', async () => {
    const { error } = await update({
      id: a,
      issues: [{ issueId: issues['alpha-mag-march']!, sectionId: magazineSections['alpha-other'] }],
    });
    expect(error?.extensions.code).toBe('BAD_USER_INPUT');
    expect(error?.message).toMatch(/not a section of issue/);
  });

  it('refuses another tenant’s issue, section and related item, changing nothing', async () => {
    const foreign = await insertContent(s.engine.db, { tenantKey: 'beta', name: 'Beta Story' });
    for (const input of [
      { id: a, issues: [{ issueId: issues['beta-mag-march']! }] },
      { id: a, issues: [{ issueId: issues['alpha-mag-march']!, sectionId: magazineSections['beta-mag'] }] },
      { id: a, relatedIds: [foreign] },
    ]) {
      const { error, events } = await update(input);
      expect(error?.extensions.code).toBe('BAD_USER_INPUT');
      expect(events).toEqual([]);
    }
    const links = await s.engine.db('content_issues').where({ content_id: a }).pluck('issue_id');
    expect(links.map(Number)).toEqual([issues['alpha-mag-april']]);
  });
});
