import {style} from '@vanilla-extract/css';

/** One quote a slide, centred at a readable measure. */
export const quote = style({maxWidth: '48rem', marginInline: 'auto', textAlign: 'center', justifyItems: 'center'});
