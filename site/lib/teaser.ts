/** The site's cards and the newsletter e-mails cut teasers alike: the function lives with the engine's shared code. */
export { truncateTeaser } from '../../content-engine/shared/teaser.ts';
