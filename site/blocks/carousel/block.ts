import { listBlockType } from '../shared/list-block-type.ts';

/** carousel: a content query (rendered as a list of cards by ContentList, ADR 41). */
export const carouselBlock = listBlockType('carousel', { label: 'Carousel', group: 'Content lists' });
