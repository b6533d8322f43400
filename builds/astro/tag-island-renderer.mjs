// @ts-check
/**
 * Astro renders a framework component (an island) with the renderer the component is tagged with;
 * an untagged component goes through every renderer's `check` first. @astrojs/preact's `check`
 * renders the component in full to see whether Preact can, and throws the result away, so every
 * island of every page was rendered twice (ADR 24). Astro's own tag, `__astro_tag_component__`,
 * settles it once per component: this Vite transform tags every function a project `.tsx`/`.jsx`
 * module exports with the Preact renderer (the site's only framework renderer), in the server
 * build only. The HTML is the same: the same renderer renders the same props, once.
 */

/** The site's one framework renderer (astro.config.mjs). */
export const rendererName = '@astrojs/preact';

/** Modules whose exports may be islands: the project's JSX, not its dependencies. */
export const islandModule = /^(?!.*\/node_modules\/).*\.[jt]sx$/;

/**
 * The local names of what a module exports (functions, constants, re-exported bindings and a named
 * default); an anonymous default export has no name to tag and keeps Astro's check.
 * @param {any} program the module's ESTree AST
 * @returns {string[]}
 */
export function exportedLocalNames(program) {
  /** @type {Set<string>} */
  const names = new Set();
  /** @param {any} declaration */
  const addNamed = (declaration) => {
    if ((declaration?.type === 'FunctionDeclaration' || declaration?.type === 'ClassDeclaration') && declaration.id)
      names.add(declaration.id.name);
  };
  for (const node of program.body) {
    if (node.type === 'ExportNamedDeclaration' && !node.source) {
      addNamed(node.declaration);
      if (node.declaration?.type === 'VariableDeclaration') {
        for (const declarator of node.declaration.declarations)
          if (declarator.id.type === 'Identifier') names.add(declarator.id.name);
      }
      for (const specifier of node.specifiers ?? [])
        if (specifier.local.type === 'Identifier') names.add(specifier.local.name);
    }
    if (node.type === 'ExportDefaultDeclaration') {
      addNamed(node.declaration);
      if (node.declaration.type === 'Identifier') names.add(node.declaration.name);
    }
  }
  return [...names];
}

/**
 * The module's code with its exports tagged; null when it exports nothing to tag. Lines are only
 * added at the end, so the module's source map still holds.
 * @param {string} code
 * @param {string[]} names
 * @returns {string | null}
 */
export function withRendererTags(code, names) {
  if (names.length === 0) return null;
  const tags = names.map((name) => `__mastheadTagComponent(${name}, ${JSON.stringify(rendererName)});`);
  return `${code}\nimport { __astro_tag_component__ as __mastheadTagComponent } from 'astro/runtime/server/index.js';\n${tags.join('\n')}\n`;
}

/**
 * Tags the exports of the project's JSX modules as the server bundle is built.
 * @returns {import('vite').Plugin}
 */
export function tagIslandRenderer() {
  return {
    name: 'masthead-tag-island-renderer',
    enforce: 'post',
    transform(code, id, options) {
      if (!options?.ssr || !islandModule.test(id.split('?')[0] ?? id)) return null;
      const tagged = withRendererTags(code, exportedLocalNames(this.parse(code)));
      return tagged === null ? null : { code: tagged, map: null };
    },
  };
}
