export const searchField = {
  submit: 'Search',
  busy: 'Searching',
};
