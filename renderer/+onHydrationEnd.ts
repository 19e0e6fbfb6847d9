// Environment: client
// Marks the document once React has hydrated, so tools (and end-to-end tests) can tell a page
// that is interactive from one that is only server-rendered.
export default function onHydrationEnd() {
  document.documentElement.dataset.hydrated = 'true';
}
