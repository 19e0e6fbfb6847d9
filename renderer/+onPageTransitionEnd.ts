// Environment: client
export default function onPageTransitionEnd() {
  document.body.classList.remove('is-navigating');
  const label = document.querySelector('[data-progress-label]');
  if (label) label.textContent = '';
}
