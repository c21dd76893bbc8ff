export const confirmDialog = {
  confirm: 'Confirm',
  working: 'Working',
};
