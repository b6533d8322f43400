/**
 * A body in one HTML shape for the paywall tests: the first `open` paragraphs are free (the first
 * holds `firstFree`), and `marker` sits only after them, where the gate must keep it. A shape whose
 * whole text is one paragraph has nothing free (`showsFree` false): it must be gated whole.
 */
export interface BodyShape {
  name: string;
  html: string;
  showsFree: boolean;
}

export const firstFree = 'Freely readable opening';

export function bodyShapes(open: number, marker: string): BodyShape[] {
  const free = Array.from({ length: open }, (_, i) =>
    i === 0 ? `${firstFree} paragraph.` : `Free paragraph ${i + 1}.`,
  );
  const ps = free.map((text) => `<p>${text}</p>`).join('\n');
  const gated = `<p>Gated ${marker} paragraph.</p><p>More gated text.</p>`;
  const shape = (name: string, html: string, showsFree = true): BodyShape => ({ name, html, showsFree });
  return [
    shape('plain paragraphs', `${ps}\n${gated}`),
    shape('one top-level div', `<div>${ps}${gated}</div>`),
    shape('nested divs', `<div class="outer"><div><div id="x">${ps}</div><section>${gated}</section></div></div>`),
    shape('a div of lines split by <br>', `<div>${free.join('<br>')}<br>Gated ${marker} line.<br>Last line.</div>`),
    shape('<br> runs at the top level', `${free.join('<br><br>\n')}<br><br>\nGated ${marker} line.<br><br>Tail.`),
    shape('<br/> with whitespace', `${free.join(' <br/>\n \t<br />\n')} <br/>\n Gated ${marker} line. <br />`),
    shape('a paragraph of lines', `<p>${free.join('<br>')}<br>Gated ${marker} line.</p>`),
    shape('phrasing around <br>', `<p><strong><em>${free.join('<br>')}<br>Gated ${marker} line.</em></strong></p>`),
    shape(
      'a list',
      `<ul>${free.map((text) => `<li>${text}</li>`).join('')}<li>Gated ${marker} item.</li><li>Last.</li></ul>`,
    ),
    shape(
      'nested ordered lists',
      `<ol><li>${free[0]}<ol>${free
        .slice(1)
        .map((text) => `<li>${text}</li>`)
        .join('')}<li>Gated ${marker} item.</li></ol></li><li>Last.</li></ol>`,
    ),
    shape(
      'a table',
      `<table><tbody>${free.map((text) => `<tr><td>${text}</td></tr>`).join('')}<tr><td>Cell</td><td>Gated ${marker} cell.</td></tr></tbody></table>`,
    ),
    shape(
      'headings only',
      `${free.map((text) => `<h2>${text}</h2>`).join('')}<h3>Gated ${marker} heading.</h3><h4>Last.</h4>`,
    ),
    shape('a single text node', `${free.join(' ')} Gated ${marker} sentence.`, false),
    shape(
      'a single huge paragraph',
      `<p>${free.join(' ')} ${'Long text goes on. '.repeat(8_000)}Gated ${marker} end.</p>`,
      false,
    ),
    shape('one preformatted block', `<pre>${free.join('\n\n')}\n\nGated ${marker}.</pre>`, false),
    shape(
      'unclosed paragraphs',
      `<div>${free.map((text) => `<p>${text}`).join('')}<p>Gated ${marker} paragraph.<p>Last.`,
    ),
    shape(
      'an image whose text is gated',
      `${ps}<p><img src="/files/x.png" alt="Gated ${marker} picture"></p><p>Last.</p>`,
    ),
    shape(
      'mixed',
      `${free[0]} at the top <b>level</b>\n<div>${free.slice(1).join('<br>')}</div><!-- note --><blockquote><p><span>Gated ${marker} quote.</span></p></blockquote><ul><li>Last.</li></ul>`,
    ),
  ];
}

/** A gated body that cannot have a marker: nothing to show or to leak. */
export const emptyBodies = ['', '   \n', '<!-- nothing -->', '<p></p><p>&nbsp;</p>'];
