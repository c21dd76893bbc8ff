import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import { useEffect, useSyncExternalStore, type PropsWithChildren } from 'react';
import { create } from 'storybook/theming';
import {
  applyTheme,
  getActiveTheme,
  subscribeToTheme,
  themeChoices,
  type ThemeChoice,
} from '../packages/ui/src/theme/themeStore';
import type { Theme, ThemeTokens } from '../packages/ui/src/theme/tokens';
import { applyBrand, brands, isBrand } from './brands';
import { defaultBrand, modes, type Brand } from './modes';

/** Storybook's docs theme in a brand's own tokens and type, one per brand and theme. */
const docsThemes = Object.fromEntries(
  modes.map(({ name, brand, theme }) => {
    const { color, font }: ThemeTokens = brands[brand].tokens[theme];
    return [
      name,
      create({
        base: theme,
        fontBase: font.family.body,
        fontCode: font.family.mono,
        colorPrimary: color.accentSolid,
        colorSecondary: color.accentSolid,
        appBg: color.background,
        appContentBg: color.background,
        appPreviewBg: color.background,
        appBorderColor: color.border,
        textColor: color.text,
        textMutedColor: color.textMuted,
        barBg: color.surface,
        inputBg: color.surfaceRaised,
        inputBorder: color.borderStrong,
        inputTextColor: color.text,
        brandTitle: 'Countertop UI',
      }),
    ];
  }),
);

const docsTheme = (brand: Brand, theme: Theme) =>
  docsThemes[modes.find((mode) => mode.brand === brand && mode.theme === theme)!.name];

/** The toolbar's globals as the preview holds them (docs pages render before any story applies them). */
function toolbarGlobals(context: DocsContainerProps['context']): { theme?: ThemeChoice; brand: Brand } {
  const store = (context as unknown as { store?: { userGlobals?: { get(): Record<string, unknown> } } })
    .store;
  const { theme, brand } = store?.userGlobals?.get() ?? {};
  return {
    theme: themeChoices.includes(theme as ThemeChoice) ? (theme as ThemeChoice) : undefined,
    brand: isBrand(brand) ? brand : defaultBrand,
  };
}

/**
 * Docs pages in the toolbar's brand and theme: prose, code blocks and canvases follow the classes
 * on <html> (set by the theme decorator, and here before the first story renders), not
 * Storybook's white.
 */
export function ThemedDocsContainer({ context, children }: PropsWithChildren<DocsContainerProps>) {
  const { theme: choice, brand } = toolbarGlobals(context);
  useEffect(() => {
    if (choice) applyTheme(choice);
    applyBrand(brand);
  }, [choice, brand]);
  const theme = useSyncExternalStore(subscribeToTheme, getActiveTheme, () => 'dark' as const);
  return (
    <DocsContainer context={context} theme={docsTheme(brand, theme)}>
      {children}
    </DocsContainer>
  );
}
