import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import { useEffect, useSyncExternalStore, type PropsWithChildren } from 'react';
import { create } from 'storybook/theming';
import { applyTheme, getActiveTheme, subscribeToTheme } from '../packages/ui/src/theme/themeStore';
import { darkTheme, lightTheme, themeNames, type Theme } from '../packages/ui/src/theme/tokens';

/** Storybook's docs theme in our own tokens and type, one per ui theme. */
const docsThemes = Object.fromEntries(
  themeNames.map((name) => {
    const { color } = name === 'dark' ? darkTheme : lightTheme;
    return [
      name,
      create({
        base: name,
        fontBase: darkTheme.font.family.body,
        fontCode: darkTheme.font.family.mono,
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
function toolbarTheme(context: DocsContainerProps['context']): Theme | undefined {
  const store = (context as unknown as { store?: { userGlobals?: { get(): { theme?: unknown } } } }).store;
  const theme = store?.userGlobals?.get().theme;
  return themeNames.includes(theme as Theme) ? (theme as Theme) : undefined;
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
