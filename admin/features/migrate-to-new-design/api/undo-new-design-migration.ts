import { api } from '../../../shared/api/api.ts';
import { UndoNewDesignMigrationDocument } from '../../../../content-engine/documents/generated/mutation/designMigration/undoNewDesignMigration.ts';
import type { MigrationOutcome } from './apply-new-design-migration.ts';

/** Back to the old design from the undo point; layouts edited since come back as skipped (undoNewDesignMigration). */
export async function undoNewDesignMigration(): Promise<MigrationOutcome> {
  return (await api.request(UndoNewDesignMigrationDocument)).undoNewDesignMigration;
}
