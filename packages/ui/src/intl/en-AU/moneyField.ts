export const moneyField = {
  refused: 'Use digits only, with at most two decimals.',
};
