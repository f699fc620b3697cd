import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';

/** Two lines reserved before the provider draws its message, so nothing below moves (no layout shift). */
export const payLater = style({
  display: 'block',
  height: '2.8em',
  overflow: 'hidden',
  fontSize: vars.font.size.sm,
  lineHeight: 1.4,
  color: vars.color.textMuted,
});
