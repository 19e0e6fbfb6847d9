// Environment: client
export default function onPageTransitionEnd() {
  document.body.classList.remove('is-navigating');
  const label = document.querySelector('[data-progress-label]');
  if (label) label.textContent = '';
  // Screen readers hear about the new page: focus its heading without moving the scroll
  // position, which Vike restores on back/forward.
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading) {
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }
}
