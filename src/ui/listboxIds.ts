/**
 * The ids that tie a list control (Combobox, SelectMenu) to its label, list and options: the same
 * in the server-rendered stand-in and in Downshift's version that replaces it.
 */
export function listboxIds(controlId: string) {
  return {
    labelId: `${controlId}-label`,
    menuId: `${controlId}-listbox`,
    getItemId: (index: number) => `${controlId}-option-${index}`,
  };
}
