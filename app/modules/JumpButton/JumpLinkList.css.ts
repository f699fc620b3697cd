import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';
import {wrappingRow} from '~/styles/rules';

export const list = style(wrappingRow(`${vars.space.xs} ${vars.space.lg}`));
