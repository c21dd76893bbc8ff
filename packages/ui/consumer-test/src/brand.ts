// The brand this stand-in app wears, read by the app and by the test that checks the page wears it.
export const brandAccent = '#7a1fa2';
export const brandFontBody = 'Georgia, "Times New Roman", serif';
export const brandFontMono = '"Courier New", monospace';
