import { api } from '../../../shared/api/api.ts';
import {
  ScheduleContentDocument,
  type ScheduleContentMutationVariables,
} from '../../../../content-engine/documents/generated/mutation/content/scheduleContent.ts';

export const scheduleContent = async (input: ScheduleContentMutationVariables['input']) =>
  (await api.request(ScheduleContentDocument, { input })).scheduleContent;
