// @ts-check
/**
 * Astro renders every child of a template (each `{expression}`) into a buffer of its own, all
 * started at once, then copies the buffers out in order: siblings that wait on something run at
 * the same time. On our pages almost nothing waits, so a page paid for a buffer object, a chunk
 * array and two closures per expression (a quarter of what a render allocates) and for a new
 * `HTMLString` around every static part of every template, for nothing.
 *
 * This Vite transform rewrites three functions of Astro's runtime as the server bundle is built:
 * - a template and an array write their children straight through, in order, until one of
 *   them returns a promise. At that moment the children after it are started into buffers, as
 *   Astro starts them, and flushed in order as before. The children start in the same order as
 *   in Astro, and the same bytes come out in the same order (builds/astro/straight-through-render.test.ts
 *   compares the two on random trees of sync and async children);
 * - a template's static parts are marked as HTML once per template, not once per render;
 * - `isHTMLString` answers `instanceof` first (the class's own objects), and Astro's tag check
 *   only for other objects.
 * A rewrite whose source is no longer as written (an Astro upgrade) is left out with a warning.
 */

/** One rewrite: the module it applies to, Astro 5.18's source, and what replaces it. */
/** @typedef {{ name: string, module: RegExp, from: string, to: string }} Rewrite */

/** @type {Rewrite[]} */
export const rewrites = [
  {
    name: 'template children written straight through',
    module: /astro\/dist\/runtime\/server\/render\/astro\/render-template\.js$/,
    from: `  render(destination) {
    const flushers = this.expressions.map((exp) => {
      return createBufferedRenderer(destination, (bufferDestination) => {
        if (exp || exp === 0) {
          return renderChild(bufferDestination, exp);
        }
      });
    });
    let i = 0;
    const iterate = () => {
      while (i < this.htmlParts.length) {
        const html = this.htmlParts[i];
        const flusher = flushers[i];
        i++;
        if (html) {
          destination.write(markHTMLString(html));
        }
        if (flusher) {
          const result = flusher.flush();
          if (isPromise(result)) {
            return result.then(iterate);
          }
        }
      }
    };
    return iterate();
  }
}`,
    to: `  render(destination) {
    const expressions = this.expressions;
    const parts = htmlPartsOf(this.htmlParts);
    let flushers = null;
    let i = 0;
    const iterate = () => {
      while (i < parts.length) {
        const html = parts[i];
        const index = i++;
        if (html) {
          destination.write(html);
        }
        let result;
        if (flushers) {
          result = flushers[index]?.flush();
        } else {
          const exp = expressions[index];
          if (exp || exp === 0) result = renderChild(destination, exp);
        }
        if (isPromise(result)) {
          flushers ??= bufferedAfter(result, destination, expressions, i);
          return result.then(iterate);
        }
      }
    };
    return iterate();
  }
}
function bufferedAfter(waiting, destination, expressions, start) {
  const flushers = [];
  try {
    for (let j = start; j < expressions.length; j++) {
      const exp = expressions[j];
      flushers[j] = createBufferedRenderer(destination, (bufferDestination) => {
        if (exp || exp === 0) {
          return renderChild(bufferDestination, exp);
        }
      });
    }
  } catch (error) {
    Promise.resolve(waiting).catch(() => {});
    throw error;
  }
  return flushers;
}
const markedParts = new WeakMap();
function htmlPartsOf(htmlParts) {
  let parts = markedParts.get(htmlParts);
  if (!parts) {
    parts = Array.from(htmlParts, (html) => html ? markHTMLString(html) : html);
    if (Object.isFrozen(htmlParts)) markedParts.set(htmlParts, parts);
  }
  return parts;
}`,
  },
  {
    name: 'array children written straight through',
    module: /astro\/dist\/runtime\/server\/render\/any\.js$/,
    from: `function renderArray(destination, children) {
  const flushers = children.map((c) => {
    return createBufferedRenderer(destination, (bufferDestination) => {
      return renderChild(bufferDestination, c);
    });
  });
  const iterator = flushers[Symbol.iterator]();
  const iterate = () => {
    for (; ; ) {
      const { value: flusher, done } = iterator.next();
      if (done) {
        break;
      }
      const result = flusher.flush();
      if (isPromise(result)) {
        return result.then(iterate);
      }
    }
  };
  return iterate();
}`,
    to: `function renderArray(destination, children) {
  let flushers = null;
  let i = 0;
  const iterate = () => {
    while (i < children.length) {
      const index = i++;
      const result = flushers ? flushers[index].flush() : renderChild(destination, children[index]);
      if (isPromise(result)) {
        if (!flushers) {
          flushers = [];
          try {
            for (let j = i; j < children.length; j++) {
              const c = children[j];
              flushers[j] = createBufferedRenderer(destination, (bufferDestination) => {
                return renderChild(bufferDestination, c);
              });
            }
          } catch (error) {
            Promise.resolve(result).catch(() => {});
            throw error;
          }
        }
        return result.then(iterate);
      }
    }
  };
  return iterate();
}`,
  },
  {
    name: 'isHTMLString asks instanceof first',
    module: /astro\/dist\/runtime\/server\/escape\.js$/,
    from: `function isHTMLString(value) {
  return Object.prototype.toString.call(value) === "[object HTMLString]";
}`,
    to: `function isHTMLString(value) {
  if (value instanceof HTMLString) return true;
  if (value === null || typeof value !== "object") return false;
  return Object.prototype.toString.call(value) === "[object HTMLString]";
}`,
  },
];

/**
 * The module's source with the rewrites that apply to it; `missing` names those meant for it
 * whose source is not there.
 * @param {string} id
 * @param {string} code
 * @returns {{ code: string, missing: string[] } | null} null when no rewrite is meant for the module
 */
export function withStraightThroughRender(id, code) {
  const file = id.split('?')[0] ?? id;
  const meant = rewrites.filter((rewrite) => rewrite.module.test(file));
  if (meant.length === 0) return null;
  const missing = [];
  for (const rewrite of meant) {
    if (code.includes(rewrite.from)) code = code.replace(rewrite.from, rewrite.to);
    else missing.push(rewrite.name);
  }
  return { code, missing };
}

/**
 * Applies the rewrites to Astro's runtime as the server bundle is built.
 * @returns {import('vite').Plugin}
 */
export function straightThroughRender() {
  return {
    name: 'masthead-straight-through-render',
    enforce: 'pre',
    transform(code, id) {
      const rewritten = withStraightThroughRender(id, code);
      if (!rewritten) return null;
      for (const name of rewritten.missing)
        this.warn(
          `Astro's runtime has changed; builds/astro/straight-through-render.mjs no longer applies "${name}" (see ADR 28)`,
        );
      return rewritten.code;
    },
  };
}
