import { describe, expect, it } from 'vitest';
import { htmlToTaggedParagraphs, taggedArticle, taggedEscape } from './tagged-text.ts';

describe('InDesign tagged text', () => {
  it('escapes the markup characters and writes non-ASCII as Unicode codes', () => {
    expect(taggedEscape('a<b>c\\d')).toBe('a\\<b\\>c\\\\d');
    expect(taggedEscape('Café – 😀')).toBe('Caf<0x00E9> <0x2013> <0xD83D><0xDE00>');
  });

  it('turns body HTML into styled paragraphs with bold and italic runs', () => {
    expect(
      htmlToTaggedParagraphs(
        '<h2>Part &amp; one</h2><p>Plain <strong>bold <em>both</em></strong> end</p><ul><li>One</li></ul><script>x</script>',
      ),
    ).toEqual([
      '<pstyle:Subhead>Part & one',
      '<pstyle:Body>Plain <cstyle:Bold>bold <cstyle:Italic>both<cstyle:Bold><cstyle:> end',
      '<pstyle:Bullet>One',
    ]);
  });

  it('starts a file with the ASCII-WIN header and the headline', () => {
    const text = taggedArticle({
      name: 'Title <1>',
      teaser: 'Deck',
      authors: ['Ann Lee'],
      body: '<p>Body</p>',
      captions: [],
    });
    expect(text.split('\r\n').slice(0, 5)).toEqual([
      '<ASCII-WIN>',
      '<vsn:8><fset:InDesign-Roman><ctable:=<Black:COLOR:CMYK:Process:0,0,0,1>>',
      '<pstyle:Headline>Title \\<1\\>',
      '<pstyle:Deck>Deck',
      '<pstyle:Byline>By Ann Lee',
    ]);
  });
});
