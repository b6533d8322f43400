import { api } from '../../../../shared/api/api.ts';
import { GetLayoutAdUnitsDocument } from '../../../../../content-engine/documents/generated/query/layout/getLayoutAdUnits.ts';
import { GetLayoutContentChoicesDocument } from '../../../../../content-engine/documents/generated/query/layout/getLayoutContentChoices.ts';
import { GetLayoutIssueChoicesDocument } from '../../../../../content-engine/documents/generated/query/layout/getLayoutIssueChoices.ts';
import { GetPublicationStreamDocument } from '../../../../../content-engine/documents/generated/query/getPublicationStream.ts';
import { GetWebsiteSectionsHierarchyDocument } from '../../../../../content-engine/documents/generated/query/getWebsiteSectionsHierarchy.ts';
import type { Option } from '../schema-fields.ts';

/*
 * The engine data block settings name, as select options: what the reference fields load
 * (sections, layout-block ad units, publications, issues, content items by search).
 */

export const loadSectionChoices = async (): Promise<Option[]> =>
  (await api.request(GetWebsiteSectionsHierarchyDocument)).getWebsiteSectionsHierarchy.map((section) => ({
    value: String(section.id),
    label: section.fullName,
  }));

export const loadAdUnitChoices = async (): Promise<Option[]> =>
  (await api.request(GetLayoutAdUnitsDocument)).getAdUnitPatternStream.edges.map(({ node }) => ({
    value: node.key,
    label: `${node.name} (${node.key})`,
  }));

export const loadPublicationChoices = async (): Promise<Option[]> =>
  (
    await api.request(GetPublicationStreamDocument, { input: { pagination: { limit: 200 } } })
  ).getPublicationStream.edges.map(({ node }) => ({ value: String(node.id), label: node.name }));

export const loadIssueChoices = async (): Promise<Option[]> =>
  (await api.request(GetLayoutIssueChoicesDocument, { input: { pagination: { limit: 200 } } })).getIssues.edges.map(
    ({ node }) => ({ value: String(node.id), label: `${node.name} (${node.publication?.name ?? 'no publication'})` }),
  );

const contentOption = (node: { id: number; type: string; name: string }): Option => ({
  value: String(node.id),
  label: `${node.name} (${node.type} ${node.id})`,
});

/** Content items whose name contains the text, or whose id it is (getContentStream's search). */
export const searchContentChoices = async (text: string): Promise<Option[]> =>
  (
    await api.request(GetLayoutContentChoicesDocument, { input: { search: text, pagination: { limit: 20 } } })
  ).getContentStream.edges.map(({ node }) => contentOption(node));

/** The names of chosen content items, by id. */
export const loadContentChoicesByIds = async (ids: readonly number[]): Promise<Option[]> =>
  ids.length
    ? (
        await api.request(GetLayoutContentChoicesDocument, {
          input: { includeContentIds: [...ids], pagination: { limit: ids.length } },
        })
      ).getContentStream.edges.map(({ node }) => contentOption(node))
    : [];
