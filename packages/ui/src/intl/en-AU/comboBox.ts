export const comboBox = {
  empty: 'No results',
};
