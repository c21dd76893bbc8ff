/** What a card sells for: face × (1 − discount), rounded half up to the cent, in integers (basis points of a percent). */
export function actualValueCents(faceValueCents: number, discountBasisPoints: number): number {
  return Math.floor((faceValueCents * (10_000 - discountBasisPoints) + 5_000) / 10_000);
}
