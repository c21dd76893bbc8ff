export const textField = {
  readOnly: 'Read-only',
};
