import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import {
  GetNewDesignMigrationPlanDocument,
  type GetNewDesignMigrationPlanQuery,
} from '../../../../content-engine/documents/generated/query/designMigration/getNewDesignMigrationPlan.ts';

export type NewDesignMigrationPlan = GetNewDesignMigrationPlanQuery['getNewDesignMigrationPlan'];

/** The site's layouts and rows the new design maps, readiness warnings, the undo point (getNewDesignMigrationPlan). */
export const useNewDesignMigrationPlan = () => useApiQuery(GetNewDesignMigrationPlanDocument, {});
