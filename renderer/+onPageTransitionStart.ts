// Environment: client
// A visible progress bar while the next page's data and code load (issue: foundation §3).
export default function onPageTransitionStart() {
  document.body.classList.add('is-navigating');
  const label = document.querySelector('[data-progress-label]');
  if (label) label.textContent = 'Loading page…';
}
