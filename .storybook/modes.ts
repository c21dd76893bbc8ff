import { themeNames, type Theme } from '../packages/ui/src/theme/tokens';

/** The toolbar's brands (their tokens are in brands.ts; this file stays plain data for Node). */
export const brandIds = ['countertop', 'harbour'] as const;
export type Brand = (typeof brandIds)[number];
export const defaultBrand: Brand = 'countertop';

export interface Mode {
  /** Chromatic's mode name and the visual suite's baseline folder. */
  name: string;
  brand: Brand;
  theme: Theme;
}

/**
 * Every brand in every theme: Chromatic's modes (preview.tsx) and the visual suite's pictures.
 * Countertop's keep the names they had before there were brands (`dark`, `light`).
 */
export const modes: Mode[] = brandIds.flatMap((brand) =>
  themeNames.map((theme) => ({ name: brand === defaultBrand ? theme : `${brand}-${theme}`, brand, theme })),
);
