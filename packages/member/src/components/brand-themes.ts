import { darkTheme, lightTheme, makeTheme, themeFromAccent } from '@countertop/ui/theme';

/** The light and dark theme classes of one brand colour (`makeTheme` writes each once). */
export function brandThemes(accent: string) {
  return {
    light: makeTheme(themeFromAccent(lightTheme, { accent })),
    dark: makeTheme(themeFromAccent(darkTheme, { accent })),
  };
}
