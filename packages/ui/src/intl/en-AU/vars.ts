/** The variables a string takes, e.g. `{ count: 3 }`: a string with variables is a function of them. */
export type Vars = Record<string, string | number>;
