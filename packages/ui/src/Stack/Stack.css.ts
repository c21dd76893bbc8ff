import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

type SpaceKey = keyof typeof vars.space;
const gaps = Object.fromEntries(
  (Object.keys(vars.space) as SpaceKey[]).map((key) => [key, { gap: vars.space[key] }]),
) as Record<SpaceKey, { gap: string }>;

export const stack = recipe({
  base: { display: 'flex', minWidth: 0, margin: 0, padding: 0, listStyle: 'none' },
  variants: {
    direction: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row' },
    },
    gap: gaps,
    align: {
      stretch: { alignItems: 'stretch' },
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
      baseline: { alignItems: 'baseline' },
    },
    justify: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
    wrap: { true: { flexWrap: 'wrap' } },
  },
  defaultVariants: { direction: 'vertical', gap: 'lg', align: 'stretch', justify: 'start', wrap: false },
});

export type StackVariants = NonNullable<RecipeVariants<typeof stack>>;
