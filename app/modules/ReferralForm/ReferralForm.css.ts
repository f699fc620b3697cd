import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';

/**
 * The box's height at each viewport width, sized for the provider's form in
 * its tallest state (a two-line message; measured from 320px to 1600px wide),
 * so that nothing moves when the form replaces the copy or answers: 24rem on
 * a phone, where the fields stack, down to 15rem where they sit side by side.
 */
export const PROVIDER_BOX_HEIGHT = 'clamp(15rem, 30rem - 30vw, 24rem)';

export const providerBox = style({height: PROVIDER_BOX_HEIGHT, overflowY: 'auto', padding: vars.space.xxs});
