// Masthead's own client directives (site/directives/), for Astro's type check of components.
export {};

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate only in a browser signed in to the admin (site/directives/editor-directive.ts). */
    'client:editor'?: boolean;
  }
}
