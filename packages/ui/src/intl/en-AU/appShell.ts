export const appShell = {
  skipLink: 'Skip to content',
  navigation: 'Navigation',
  openNavigation: 'Open navigation',
};
