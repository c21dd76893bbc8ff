/**
 * Why the button beside it cannot be pressed (issue 23): shown under it and named as its
 * description, so a greyed-out button never leaves the clerk guessing.
 */
export function DisabledReason({ id, reason }: { id: string; reason: string | undefined }) {
  return reason ? <p id={id}>{reason}</p> : null;
}

/** The button's side of it: described by the reason while there is one. */
export const describedBy = (id: string, reason: string | undefined) =>
  reason ? { 'aria-describedby': id } : {};
