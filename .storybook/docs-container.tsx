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
import { countertopThemes } from '../packages/ui/src/theme/countertopThemes';
import { themeNames, type Theme } from '../packages/ui/src/theme/tokens';

/** Storybook's docs theme in our own tokens and type, one per ui theme. */
const docsThemes = Object.fromEntries(
  themeNames.map((name) => {
    const { color, font } = countertopThemes[name];
    return [
      name,
      create({
        base: name,
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
) as Record<Theme, ReturnType<typeof create>>;

/** The toolbar's theme as the preview holds it (docs pages render before any story applies it). */
function toolbarTheme(context: DocsContainerProps['context']): ThemeChoice | undefined {
  const store = (context as unknown as { store?: { userGlobals?: { get(): { theme?: unknown } } } }).store;
  const theme = store?.userGlobals?.get().theme;
  return themeChoices.includes(theme as ThemeChoice) ? (theme as ThemeChoice) : undefined;
}

/**
 * Docs pages in the toolbar's theme: prose, code blocks and canvases follow the class on <html>
 * (set by the theme decorator, and here before the first story renders), not Storybook's white.
 */
export function ThemedDocsContainer({ context, children }: PropsWithChildren<DocsContainerProps>) {
  useEffect(() => {
    const initial = toolbarTheme(context);
    if (initial) applyTheme(initial);
  }, [context]);
  const theme = useSyncExternalStore(subscribeToTheme, getActiveTheme, () => 'dark' as const);
  return (
    <DocsContainer context={context} theme={docsThemes[theme]}>
      {children}
    </DocsContainer>
  );
}
