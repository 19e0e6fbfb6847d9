// Environment: client
import { endNavigationProgress } from './navigationProgress.js';

export default function onPageTransitionEnd() {
  endNavigationProgress();
}
