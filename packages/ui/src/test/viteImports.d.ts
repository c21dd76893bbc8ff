// Vite's import suffixes, in stories, docs pages and tests only (never in the package).

/** `?url`: the file's URL in the built Storybook (a brand's font file). */
declare module '*?url' {
  const url: string;
  export default url;
}

/** `?raw`: the file's text (the docs pages read tokens.ts and the accessibility contracts). */
declare module '*?raw' {
  const text: string;
  export default text;
}
