import { searchCompanies as findCompanies } from '../../../shared/api/search-companies.ts';
import type { PickedItem } from '../../../shared/ui/SearchPicker.tsx';

/** Company: Company content items whose name matches, as the editor's picker lists them. */
export const searchCompanies = async (text: string): Promise<PickedItem[]> =>
  (await findCompanies(text)).map(({ id, name }) => ({ id, label: name }));
