import type { Element, Node } from 'domhandler';
import { contrast } from '../colors.ts';

/*
 * Every text colour of a rendered e-mail against the background it sits on: the nearest
 * background colour of the element or an ancestor (`background-color` style or `bgcolor`).
 * Hidden elements (the preheader) are skipped.
 */

const styleValue = (style: string, name: string) =>
  new RegExp(`(?:^|;)\\s*${name}\\s*:\\s*(#[0-9a-fA-F]{3,8})`).exec(style)?.[1];

export interface ColourPair {
  text: string;
  color: string;
  background: string;
  ratio: number;
}

export const colourPairs = (root: Node[], background = '#ffffff', color = '#000000'): ColourPair[] => {
  const pairs: ColourPair[] = [];
  const visit = (nodes: Node[], bg: string, fg: string) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        const text = (node as unknown as { data: string }).data.replace(/&nbsp;|\s|\u200c|\u034f/g, '');
        if (text) pairs.push({ text, color: fg, background: bg, ratio: contrast(fg, bg) });
        continue;
      }
      const element = node as Element;
      if (!element.attribs) continue;
      if (element.name === 'style' || element.name === 'title' || element.name === 'head') continue;
      const style = element.attribs.style ?? '';
      if (/display\s*:\s*none/.test(style)) continue;
      const nextBg =
        styleValue(style, 'background-color') ?? styleValue(style, 'background') ?? element.attribs.bgcolor ?? bg;
      const nextFg = styleValue(style, 'color') ?? fg;
      visit(element.children ?? [], nextBg, nextFg);
    }
  };
  visit(root, background, color);
  return pairs;
};
