/** Joins the truthy class names: `classNames('button', busy && 'button--busy')`. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
