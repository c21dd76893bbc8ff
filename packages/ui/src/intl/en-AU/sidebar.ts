export const sidebar = {
  label: 'Main',
  expand: 'Expand sidebar',
  collapse: 'Collapse sidebar',
  closeNavigation: 'Close navigation',
};
