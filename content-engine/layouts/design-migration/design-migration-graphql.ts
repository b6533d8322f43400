import type { DomainModule } from '../../core/domain-module.ts';
import { inputResolvers } from '../../core/input-resolvers.ts';
import { applyNewDesignMigration } from './operations/apply-new-design-migration.ts';
import { getNewDesignMigrationPlan } from './operations/get-new-design-migration-plan.ts';
import { undoNewDesignMigration } from './operations/undo-new-design-migration.ts';

/** The migration of a site to the new design (manage_modules): docs/ARCHITECTURE.md "Layout analysis tools", ADR 50. */
export const designMigrationModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    "A layout the site's pages may render, as the migration to the new design treats it."
    type NewDesignLayoutPlan {
      id: Int!
      name: String!
      type: String!
      "site (this site alone: rewritten), shared (assigned to other sites too) or global."
      scope: String!
      "Whether the migration stores its rows anew (a layout of this site alone with rows to map)."
      rewritten: Boolean!
      "Its rows the new design maps."
      changedRows: Int!
      "'rewritten by the migration', 'nothing to map' or 'shared: mapped when rendered, left unchanged'."
      note: String!
    }

    "A row whose layout the new design maps (1_3 → 1_2, 3_1 → 2_1, 1_2_1 → 1_1_1)."
    type NewDesignRowChange {
      layoutId: Int!
      layoutName: String!
      "primary or secondary."
      grid: String!
      "Counted from 1."
      row: Int!
      from: String!
      to: String!
      "Stored by the migration; false: mapped only when rendered."
      rewritten: Boolean!
    }

    type NewDesignReadinessWarning {
      "no-primary-menu, primary-menu-cut, no-cta-text or empty-mega-menus."
      code: String!
      message: String!
    }

    "The migration that may be undone: the site's latest, not undone yet."
    type NewDesignUndoPoint {
      at: Timestamp!
      "The CMS user's username."
      by: String!
      "Layouts the migration rewrote."
      layoutCount: Int!
    }

    type NewDesignMigrationPlan {
      useNewDesign: Boolean!
      layouts: [NewDesignLayoutPlan!]!
      rows: [NewDesignRowChange!]!
      warnings: [NewDesignReadinessWarning!]!
      undoPoint: NewDesignUndoPoint
    }

    type NewDesignLayoutRef {
      id: Int!
      name: String!
    }

    "A layout an undo left as it is."
    type NewDesignSkippedLayout {
      id: Int!
      name: String!
      "'edited since the migration' or 'deleted since the migration'."
      reason: String!
    }

    type NewDesignMigrationOutcome {
      at: Timestamp!
      useNewDesign: Boolean!
      "The layouts rewritten (apply) or restored (undo)."
      layouts: [NewDesignLayoutRef!]!
      "Their rows the new design maps."
      rowCount: Int!
      skipped: [NewDesignSkippedLayout!]!
    }

    extend type Query {
      "Needs manage_modules. The request's site: its layouts and rows the new design maps, readiness warnings, the undo point."
      getNewDesignMigrationPlan: NewDesignMigrationPlan!
    }

    extend type Mutation {
      "Needs manage_modules. One transaction: rewrites the site's own layouts, sets useNewDesign, stores one undo point. CONFLICT when on the new design already."
      applyNewDesignMigration: NewDesignMigrationOutcome!
      "Needs manage_modules. Undoes the latest migration once; layouts edited since are skipped. NOT_FOUND without an undo point."
      undoNewDesignMigration: NewDesignMigrationOutcome!
    }
  `,
  resolvers: {
    Query: inputResolvers({ getNewDesignMigrationPlan }),
    Mutation: inputResolvers({ applyNewDesignMigration, undoNewDesignMigration }),
  },
};
