/**
 * After a refused submit, focus goes to the first field whose message shows, so keyboard and
 * screen reader users land on what to fix (WCAG 3.3.1) instead of staying on the button. Waits a
 * frame for the messages to render; a Select marks its field group, so its button is found too.
 */
export function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => {
    const first = form.querySelector<HTMLElement>(
      'input[aria-invalid="true"], textarea[aria-invalid="true"], [data-invalid] > button, [data-invalid] input:not([type="hidden"])',
    );
    first?.focus();
  });
}
