import { api } from '../../../shared/api/api.ts';
import {
  ApplyNewDesignMigrationDocument,
  type ApplyNewDesignMigrationMutation,
} from '../../../../content-engine/documents/generated/mutation/designMigration/applyNewDesignMigration.ts';

export type MigrationOutcome = ApplyNewDesignMigrationMutation['applyNewDesignMigration'];

/** Switches the site to the new design in one transaction, with one undo point (applyNewDesignMigration). */
export async function applyNewDesignMigration(): Promise<MigrationOutcome> {
  return (await api.request(ApplyNewDesignMigrationDocument)).applyNewDesignMigration;
}
