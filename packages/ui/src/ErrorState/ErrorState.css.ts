import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const icon = style({ color: vars.color.danger });
