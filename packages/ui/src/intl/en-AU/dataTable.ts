export const dataTable = {
  actions: 'Actions',
  empty: 'No data',
};
