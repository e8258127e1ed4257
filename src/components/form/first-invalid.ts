/** After a refused submit, focuses the first input the form marks invalid, once its messages have rendered. */
export function focusFirstInvalid(container: HTMLElement | null) {
  setTimeout(() => container?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}
