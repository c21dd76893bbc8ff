export { ThemeProvider } from './ThemeProvider';
export type { ThemeProviderProps, ThemeProviderTheme } from './ThemeProvider';
