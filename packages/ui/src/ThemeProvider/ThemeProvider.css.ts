import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The subtree paints its own theme's page colour: text in it is checked against that, not the page's. */
export const root = style({ background: vars.color.background });
