export const errorState = {
  retry: 'Try again',
  retrying: 'Retrying',
};
