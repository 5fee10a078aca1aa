import { describe, expect, it } from 'vitest';
import { inertMarkupBlock } from './html';

describe('inertMarkupBlock', () => {
  it('keeps the markup as the text of a data block with its data attributes, escaped', () => {
    expect(
      inertMarkupBlock('prerendered-pl', { title: 'Hej "Kreska"' }, '<h1>Cześć</h1><!-- -->'),
    ).toBe(
      '<script type="text/html" id="prerendered-pl" data-title="Hej &quot;Kreska&quot;">' +
        '<h1>Cześć</h1><!-- --></script>',
    );
  });

  it('refuses markup with a script tag, which could end the block early', () => {
    expect(() => inertMarkupBlock('x', {}, '<p>a</p></SCRIPT><p>b</p>')).toThrow(/script tag/);
    expect(() => inertMarkupBlock('x', {}, '<script>alert(1)</script>')).toThrow(/script tag/);
  });
});
