/** Join class names, skipping empty ones: `cx('ui-button', busy && 'is-busy')`. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
