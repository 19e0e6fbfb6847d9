// Environment: client
import { startNavigationProgress } from './navigationProgress.js';

// A visible progress bar while the next page's data and code load, after 150 ms.
export default function onPageTransitionStart() {
  startNavigationProgress();
}
