import { api } from '../../../shared/api/api.ts';
import {
  CheckTestFormDocument,
  type CheckTestFormMutation,
} from '../../../../content-engine/documents/generated/mutation/devTools/checkTestForm.ts';

export type TestFormResult = CheckTestFormMutation['checkTestForm'];

/** Sends the test form to the engine, which validates it and echoes it (nothing is stored). */
export async function checkTestForm(input: {
  name: string;
  email: string;
  quantity: number;
  website: string;
}): Promise<TestFormResult> {
  return (await api.request(CheckTestFormDocument, { input })).checkTestForm;
}
