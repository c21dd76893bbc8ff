import { globalFontFace } from '@vanilla-extract/css';
import { countertopThemes } from './countertopThemes';
import { fontFaceProperties } from './themeCss';
import { themeNames } from './tokens';

/*
 * Inter, the font of Countertop's own themes, as a stylesheet apart from styles.css: an app in
 * Countertop's themes imports `@countertop/ui/countertop-font.css` (the workspace's apps build this
 * file from source, a published install gets dist/countertop-font.css with the file inlined); a
 * brand with its own font never loads it. Both themes share one file: one rule per distinct face.
 */
const faces = new Map(
  themeNames.flatMap((name) => countertopThemes[name].font.faces).map((face) => [JSON.stringify(face), face]),
);
for (const face of faces.values()) globalFontFace(face.family, fontFaceProperties(face));
