// `toLocaleString` makes an Intl.NumberFormat each call, and the schemas that quote a limit are
// built when the contract loads (over a hundred, on every first load of an app): one serves all.
const COUNT = new Intl.NumberFormat('en-AU');

/** A number as the screens and the contract's messages show it (en-AU): 10,000. */
export const formatCount = (value: number) => COUNT.format(value);

/** A count with its noun, singular for one: '1 point', '1,250 points', '2 Days'. */
export const formatCountOf = (value: number, noun: string, plural = `${noun}s`) =>
  `${formatCount(value)} ${value === 1 ? noun : plural}`;
