import { choiceAttribute, darkQuery, themeStorageKey } from './themeStore';
import { defaultTheme, themeClassNames, themeNames } from './tokens';

const json = JSON.stringify;

/**
 * `initTheme` as a few lines of plain script, for an app's HTML to run in <head> before the first
 * paint: the prerendered screen then shows in the remembered theme even before (or without) the
 * app's JavaScript. It reads the same key and sets the same class and attribute as themeStore.ts;
 * the page's Content-Security-Policy allows it by its hash (the server reads it from the built
 * HTML). `initTheme` runs again when the app starts and keeps a `system` choice following the
 * device.
 */
export const themeScript =
  `(function(){var d=document.documentElement,n=${json(themeClassNames)},c;` +
  `try{c=localStorage.getItem(${json(themeStorageKey)})}catch(e){}` +
  `if(c==="system"){d.setAttribute(${json(choiceAttribute)},"system");c=matchMedia(${json(darkQuery)}).matches?"dark":"light"}` +
  `d.classList.add(n[${json(themeNames)}.indexOf(c)<0?${json(defaultTheme)}:c])})()`;
