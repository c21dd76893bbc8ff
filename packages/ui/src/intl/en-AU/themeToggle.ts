export const themeToggle = {
  dark: 'Dark Mode',
  light: 'Light Mode',
  system: 'System Theme',
};
