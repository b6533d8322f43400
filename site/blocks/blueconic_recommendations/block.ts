import { z } from 'zod';
import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { bodyRecommendations, loadRecommendations, type Recommendations } from './recommendations.ts';

/**
 * blueconic_recommendations: items recommended for the page (the engine's recommender: BlueConic
 * by configuration, else the local one over the site's page views; ADR 0064); dropped when none.
 */
export const blueconicRecommendationsBlock = defineBlockType<'blueconic_recommendations', Recommendations | null>({
  type: 'blueconic_recommendations',
  label: 'Recommendations (BlueConic)',
  group: 'Content lists',
  settings: blockSettingsSchema.extend({ numberOfItems: z.number().int().min(1).max(12).optional() }),
  load: ({ block, page }, engine) => {
    const wanted = block.settings.numberOfItems;
    const limit =
      typeof wanted === 'number' && wanted >= 1 && wanted <= 12 ? Math.floor(wanted) : bodyRecommendations.items;
    return loadRecommendations(page, limit, engine);
  },
  isEmpty: ({ loaded }) => !loaded || loaded.items.length === 0,
});
