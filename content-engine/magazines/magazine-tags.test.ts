import { describe, expect, it } from 'vitest';
import { tags } from '../core/change-tags.ts';
import { issueChangeTags, publicationChangeTags } from './magazine-tags.ts';

describe('the tags of a magazine change', () => {
  it("names a publication's page and its issues' pages, and the old paths of a new alias", () => {
    const issues = [{ id: 7, alias: 'may' }];
    expect(publicationChangeTags({ id: 3, issues, oldAlias: 'fleet', newAlias: 'fleet' })).toEqual([
      tags.publication(3),
      tags.issue(7),
    ]);
    expect(publicationChangeTags({ id: 3, issues, oldAlias: 'fleet', newAlias: 'fleet-monthly' })).toEqual([
      tags.publication(3),
      tags.issue(7),
      tags.path('/magazine/fleet'),
      tags.path('/magazine/fleet/may'),
    ]);
  });

  it("names an issue's page, its publications before and after, and its old path when it moved", () => {
    const at = { publicationId: 3, path: '/magazine/fleet/may' };
    expect(issueChangeTags(7, null, at)).toEqual([tags.issue(7), tags.publication(3)]);
    expect(issueChangeTags(7, at, at)).toEqual([tags.issue(7), tags.publication(3), tags.publication(3)]);
    expect(issueChangeTags(7, at, { publicationId: 4, path: '/magazine/other/may' })).toEqual([
      tags.issue(7),
      tags.publication(3),
      tags.publication(4),
      tags.path('/magazine/fleet/may'),
    ]);
    expect(issueChangeTags(7, at, null)).toEqual([
      tags.issue(7),
      tags.publication(3),
      tags.path('/magazine/fleet/may'),
    ]);
  });
});
