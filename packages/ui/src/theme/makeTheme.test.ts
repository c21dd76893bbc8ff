import { afterEach, describe, expect, it } from 'vitest';
import { demoBrand } from '../test/demoBrand';
import { makeTheme } from './makeTheme';
import { lightTheme } from './countertopThemes';

const themeStyles = () => document.head.querySelectorAll('style[data-ct-theme]');

afterEach(() => themeStyles().forEach((style) => style.remove()));

describe('makeTheme', () => {
  it('returns a class and writes the theme under it, once', () => {
    const className = makeTheme(demoBrand.light);
    expect(className).toMatch(/^ct-theme-[0-9a-z]+$/);
    expect(makeTheme(demoBrand.light)).toBe(className);
    expect(themeStyles()).toHaveLength(1);
    const css = themeStyles()[0]!.textContent;
    expect(css).toContain(`.${className}.${className}{`);
    expect(css).toContain('--ct-color-accent-solid:#0b6e4f');
    expect(css).toContain('--ct-radius-lg:16px');
    expect(css).toContain('--ct-font-family-body:"Fraunces Variable", Georgia');
    expect(css).toContain('@font-face{font-family:"Fraunces Variable";src:url(');
    expect(css).toContain(
      'color-scheme:light;color:var(--ct-color-text);font-family:var(--ct-font-family-body)',
    );
  });

  it('gives different tokens different classes', () => {
    expect(makeTheme(demoBrand.dark)).not.toBe(makeTheme(demoBrand.light));
    expect(themeStyles()).toHaveLength(2);
  });

  it("writes the theme's font files as @font-face rules", () => {
    const face = {
      family: 'Brand Sans',
      src: "url('/fonts/brand.woff2') format('woff2')",
      weight: '400 700',
    };
    makeTheme({ ...lightTheme, font: { ...lightTheme.font, faces: [face] } });
    expect(themeStyles()[0]!.textContent).toContain(
      `@font-face{font-family:"Brand Sans";src:url('/fonts/brand.woff2') format('woff2');font-weight:400 700;font-display:swap}`,
    );
  });

  it("leaves out Countertop's Inter, which styles.css declares from a path only the build resolves", () => {
    makeTheme(lightTheme);
    expect(themeStyles()[0]!.textContent).not.toContain('@font-face');
    expect(themeStyles()[0]!.textContent).toContain('--ct-font-family-body:Inter');
  });

  it('applies to the element that carries the class', () => {
    const className = makeTheme(demoBrand.light);
    const box = document.createElement('div');
    box.className = className;
    document.body.append(box);
    expect(getComputedStyle(box).getPropertyValue('--ct-color-accent-solid')).toBe('#0b6e4f');
  });

  it('refuses a value that could end the rule', () => {
    const hostile = { ...lightTheme, color: { ...lightTheme.color, accent: 'red}body{display:none' } };
    expect(() => makeTheme(hostile)).toThrow('--ct-color-accent');
    expect(themeStyles()).toHaveLength(0);
  });
});
