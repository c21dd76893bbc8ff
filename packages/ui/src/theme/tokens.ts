/**
 * Theme token data: plain values, no CSS. `ThemeTokens` is the contract a brand fills in;
 * Countertop's dark and light are two values of it (`countertopThemes.ts`). `contract.css.ts` declares the variables,
 * `global.css.ts` assigns Countertop's themes to them at build, `makeTheme` assigns any other theme
 * at run time, and `checkContrast` reads them to prove WCAG 2.2 AA.
 * Colours are opaque hex on purpose: a contrast ratio is only defined for opaque colours.
 */

/** Colours of one theme. Pairs that must contrast are listed in `contrastPairs` below. */
// Type aliases, not interfaces: vanilla-extract's contract helpers need an implicit index signature.
export type ColorTokens = {
  /** Page background behind everything. */
  background: string;
  /** Panels that sit on the page: sidebar, header, cards. */
  surface: string;
  /** Overlays above panels: dialogs, popovers, menus, toasts, inputs. */
  surfaceRaised: string;
  /** Hover fill of ghost buttons, list items and navigation items. */
  surfaceHover: string;
  /** Fill of the selected navigation item and of pressed ghost controls. */
  surfaceActive: string;
  /** Decorative dividers; never the only boundary of a control. */
  border: string;
  /** Boundaries of controls (inputs, checkboxes, radios): at least 3:1 against every surface. */
  borderStrong: string;
  /** Body text. */
  text: string;
  /** Secondary text: descriptions, captions, placeholders. Still at least 4.5:1. */
  textMuted: string;
  /** Accent as a foreground: links, selected icons. */
  accent: string;
  /** Accent as a fill: primary buttons, checked checkboxes and radios. */
  accentSolid: string;
  /** Hover/pressed fill of `accentSolid` controls. */
  accentSolidHover: string;
  /** Text and icons drawn on `accentSolid`. */
  onAccent: string;
  /** Danger as a foreground: error messages, invalid field borders. */
  danger: string;
  /** Danger as a fill: destructive buttons. */
  dangerSolid: string;
  /** Hover/pressed fill of `dangerSolid` controls. */
  dangerSolidHover: string;
  /** Text and icons drawn on `dangerSolid`. */
  onDanger: string;
  /** Success as a foreground. */
  success: string;
  /** Warning as a foreground. */
  warning: string;
  /** The keyboard focus ring: at least 3:1 against every surface. */
  focus: string;
};

export type ElevationTokens = {
  /** Resting cards and inputs. */
  low: string;
  /** Popovers, menus, toasts. */
  medium: string;
  /** Dialogs and drawers. */
  high: string;
  /** The dimmed layer behind modal dialogs and drawers. */
  backdrop: string;
};

export type RadiusTokens = {
  sm: string;
  md: string;
  lg: string;
  xl: string;
  /** Pills and circles: avatars, badges, switches. */
  full: string;
};

/** One `@font-face` rule: a file of the theme's font. */
export type FontFaceTokens = {
  /** The name `family.body` (or `mono`) refers to. */
  family: string;
  /** The CSS `src` descriptor: `url('…/brand.woff2') format('woff2')`. */
  src: string;
  /** A weight or a variable range: `'400'`, `'100 900'`. */
  weight?: string;
  style?: string;
  /** Ranges this file covers; other characters fall back to the rest of the stack. */
  unicodeRange?: string;
  /**
   * Declared by the package's `styles.css`, whose build resolves `src`: a theme made at run time
   * leaves it out, as the browser could not fetch a path only a bundler understands.
   */
  inStylesheet?: boolean;
  /**
   * For a stand-in face (a system font under another name, `src: local(…)`): the descriptors that
   * scale it to the web font's measurements, so text set in it while the file downloads keeps its
   * place when the file arrives.
   */
  metrics?: { sizeAdjust: string; ascentOverride: string; descentOverride: string; lineGapOverride: string };
};

export type FontTokens = {
  /** Font stacks: `body` for everything, `mono` for code and figures set apart. */
  family: { body: string; mono: string };
  /** Files the stacks need; none when the stack names fonts the system already has. */
  faces: FontFaceTokens[];
};

/**
 * Everything a theme sets: what a brand fills in to get its own look. Space, type sizes, motion
 * and control sizes are the library's, the same in every theme (`scale`).
 */
export type ThemeTokens = {
  /** Which way native scrollbars, form controls and autofill lean. */
  colorScheme: 'dark' | 'light';
  color: ColorTokens;
  elevation: ElevationTokens;
  font: FontTokens;
  radius: RadiusTokens;
};

/** The themes, in the order a toggle cycles through them. */
export const themeNames = ['dark', 'light'] as const;
export type Theme = (typeof themeNames)[number];

/** Used when nothing valid is stored: the spec's default. */
export const defaultTheme: Theme = 'dark';

/**
 * The class that selects each of Countertop's themes: on <html> (`initTheme`/`setTheme`), or on any
 * subtree (`<ThemeProvider theme="light">`).
 */
export const themeClassNames: Record<Theme, string> = { dark: 'dark', light: 'light' };

/** Tokens that do not change with the theme: no brand sets them. */
export const scale = {
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  font: {
    size: {
      xs: '0.75rem',
      sm: '0.8125rem',
      md: '0.875rem',
      lg: '1rem',
      xl: '1.25rem',
      xxl: '1.5rem',
      display: '2rem',
    },
    weight: {
      regular: '400',
      medium: '500',
      semibold: '600',
      bold: '700',
    },
    lineHeight: {
      tight: '1.25',
      normal: '1.5',
    },
  },
  motion: {
    duration: {
      fast: '120ms',
      normal: '200ms',
      slow: '300ms',
    },
    easing: {
      standard: 'cubic-bezier(0.2, 0, 0, 1)',
      emphasized: 'cubic-bezier(0.3, 0, 0, 1)',
    },
  },
  focusRing: {
    /** Width of the keyboard focus outline: 2px or more (WCAG 2.4.13). */
    width: '2px',
    /** Gap between a control and its focus outline, so the ring contrasts with the page. */
    offset: '2px',
  },
  size: {
    /** Height of small, medium and large controls. Medium and large meet the 24px target size. */
    controlSm: '28px',
    controlMd: '36px',
    controlLg: '44px',
    /** Widths of the sidebar in its wide and icon-only forms. */
    sidebarWide: '240px',
    sidebarCompact: '64px',
    headerHeight: '56px',
  },
} as const;

/**
 * Motion when the user asks for less (`prefers-reduced-motion: reduce`): every duration is zero,
 * so transitions and RAC's entering/exiting animations end at once. A zero-length animation never
 * applies its first keyframe, so an overlay is never caught half transparent; RAC sees no
 * running animation and mounts or unmounts straight away.
 */
export const reducedMotion = {
  duration: { fast: '0s', normal: '0s', slow: '0s' },
  easing: scale.motion.easing,
} as const;

/** Viewport widths the layouts switch at. */
export const breakpoints = {
  /** At or below: a phone. The header hides its secondary actions. */
  small: 640,
  /** At or below: narrower than a tablet held upright. */
  medium: 767,
  /** Below: the sidebar is a slide-in drawer; at or above it sits in the page. */
  large: 1024,
} as const;

/** Media queries for `breakpoints`, for style files and `matchMedia`. */
export const media = {
  /** Wider than `small`. */
  aboveSmall: `screen and (min-width: ${breakpoints.small + 1}px)`,
  /** At least `large`: room for the in-page sidebar. */
  large: `screen and (min-width: ${breakpoints.large}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  /**
   * A forced-colours mode (Windows contrast themes): the browser repaints text, fills, borders and
   * outlines in the user's few system colours and drops shadows. A state shown only by a fill (a
   * checked box, a switch's thumb, the selected tab's bar) then vanishes, so such styles redraw
   * it in system colours (`Highlight`, `CanvasText`) with `forcedColorAdjust: 'none'`.
   */
  forcedColors: '(forced-colors: active)',
} as const;

type ColorKey = keyof ColorTokens;

/**
 * Foreground/background pairs that must meet WCAG 2.2 AA: 4.5:1 for text, 3:1 for control
 * boundaries, state indicators and the focus ring (1.4.3, 1.4.11, 2.4.13 in spirit).
 */
const surfaces: ColorKey[] = ['background', 'surface', 'surfaceRaised', 'surfaceHover', 'surfaceActive'];
const on = (fg: ColorKey, bgs: ColorKey[], min: number) => bgs.map((bg) => ({ fg, bg, min }));

export const contrastPairs: { fg: ColorKey; bg: ColorKey; min: number }[] = [
  ...on('text', surfaces, 4.5),
  ...on('textMuted', surfaces, 4.5),
  ...on('accent', surfaces, 4.5),
  ...on('danger', surfaces, 4.5),
  ...on('success', surfaces, 4.5),
  ...on('warning', surfaces, 4.5),
  ...on('borderStrong', surfaces, 3),
  ...on('focus', surfaces, 3),
  ...on('accentSolid', ['background', 'surface', 'surfaceRaised'], 3),
  ...on('onAccent', ['accentSolid', 'accentSolidHover'], 4.5),
  ...on('onDanger', ['dangerSolid', 'dangerSolidHover'], 4.5),
];
