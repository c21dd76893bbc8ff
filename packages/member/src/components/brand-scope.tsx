import { ThemeProvider } from '@countertop/ui/ThemeProvider';
import { Suspense, use, type ReactNode } from 'react';

type ThemePair = { light: string; dark: string };
const themes = new Map<string, Promise<ThemePair | null>>();

/**
 * A brand colour's themes, derived once per colour. The theme maths and Countertop's token values
 * load with the first branded shop, not with the home screen (its bundle budget, docs/testing.md).
 * When that chunk cannot be fetched (offline before it was cached, or a deploy replaced it), the
 * shop shows in Countertop's theme until the app is opened again, rather than not at all.
 */
function brandThemes(color: string): Promise<ThemePair | null> {
  let pair = themes.get(color);
  if (!pair) {
    pair = import('./brand-themes').then(
      (module) => module.brandThemes(color),
      () => null,
    );
    themes.set(color, pair);
  }
  return pair;
}

function BrandTheme({ brandColor, children }: { brandColor: string; children: ReactNode }) {
  const theme = use(brandThemes(brandColor));
  return theme ? <ThemeProvider theme={theme}>{children}</ThemeProvider> : children;
}

/**
 * What a shop shows in the member app (its card and balances, its approval dialog) in the shop's
 * brand colour, light or dark as the member's app is; a shop without one keeps Countertop's theme.
 * The server refused any colour whose themes fail contrast (docs/domain.md, "Brand colour"). A
 * branded part appears once its theme is ready, never first in Countertop's colours: a dialog
 * must not open twice.
 */
export function BrandScope({
  brandColor,
  children,
}: {
  brandColor: string | null | undefined;
  children: ReactNode;
}) {
  if (!brandColor) return children;
  return (
    <Suspense fallback={null}>
      <BrandTheme brandColor={brandColor}>{children}</BrandTheme>
    </Suspense>
  );
}
