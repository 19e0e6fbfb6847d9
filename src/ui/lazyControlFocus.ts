/**
 * Whether focus was lost because the focused control left the DOM (the browser then moves it to
 * the body): a lazily loaded control that replaces a server-rendered one takes focus back only
 * then, never from wherever the person has moved on to (src/ui/Combobox.tsx, SelectMenu.tsx).
 */
export function focusLostWithRemovedControl(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body;
}

/** What a server-rendered stand-in tells its owner: it got or lost focus, it was reached. */
export type ReachableControl = {
  id: string;
  onFocusChange: (focused: boolean) => void;
  /** Focus or a pointer came to it: time to fetch the real control. */
  onReached: () => void;
};
