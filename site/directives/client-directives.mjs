// @ts-check
import { fileURLToPath } from 'node:url';

/** Masthead's own `client:` directives (site/directives/); `client:editor` is the editors' toolbar's. */
export default function mastheadClientDirectives() {
  return /** @type {import('astro').AstroIntegration} */ ({
    name: 'masthead-client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'editor',
          entrypoint: fileURLToPath(new URL('./editor-directive.ts', import.meta.url)),
        });
      },
    },
  });
}
