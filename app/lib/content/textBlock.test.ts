import {describe, expect, it} from 'vitest';
import {textBlockView} from './textBlock';

const DOC = {
  nodeType: 'document',
  data: {},
  content: [{nodeType: 'paragraph', data: {}, content: [{nodeType: 'text', value: 'Rich', marks: [], data: {}}]}],
};

describe('textBlockView (rules:content-fields Text)', () => {
  it('draws short text by default, with the rower-models placeholder filled', () => {
    expect(textBlockView({shortText: 'Fits every Keel --- rower'})).toEqual({
      kind: 'short',
      text: 'Fits every Keel (Pro, Wave, or Vista) rower',
      color: null,
      paragraph: 'Body',
      variant: 'Standard',
    });
  });

  it('draws rich text for the Rich Text type, with its palette colour, paragraph style and variant', () => {
    expect(
      textBlockView({
        type: 'Rich Text',
        richText: {json: DOC},
        color: '#063448',
        fontStyle: {paragraphTextStyle: 'Body Small'},
        displayMode: 'Price - Static',
      }),
    ).toEqual({
      kind: 'rich',
      document: DOC,
      color: '#063448',
      paragraph: 'Body Small',
      variant: 'Price - Static',
    });
  });

  it('fills the rower-models placeholder in rich text too', () => {
    const doc = {
      nodeType: 'document',
      data: {},
      content: [
        {
          nodeType: 'paragraph',
          data: {},
          content: [{nodeType: 'text', value: 'Any Keel --- rower', marks: [], data: {}}],
        },
      ],
    };
    const view = textBlockView({type: 'Rich Text', richText: {json: doc}});
    expect(view?.kind === 'rich' && view.document.content[0]?.content[0]).toMatchObject({
      value: 'Any Keel (Pro, Wave, or Vista) rower',
    });
  });

  it('draws nothing for an empty block, and ignores values outside the model', () => {
    expect(textBlockView({shortText: '  '})).toBeNull();
    expect(textBlockView({type: 'Rich Text', richText: {json: {nodeType: 'paragraph'}}})).toBeNull();
    expect(
      textBlockView({shortText: 'x', color: 'Plaid', fontStyle: {paragraphTextStyle: 'Huge'}, displayMode: 'Loud'}),
    ).toMatchObject({color: null, paragraph: 'Body', variant: 'Standard'});
  });
});
