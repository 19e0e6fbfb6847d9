import { useCallback, useState } from 'react';
import { captureException } from '../error-reporting/errorReporter.js';
import type { LazyModule } from './lazyModule.js';

/**
 * A lazily loaded module for a component: undefined until `request()` has fetched it (or another
 * component did), then the module, which re-renders the component. A chunk that fails to arrive
 * is reported and asked for again on the next request; the caller keeps working without it.
 */
export function useLazyModule<Module>(lazy: LazyModule<Module>, operation: string): [Module | undefined, () => void] {
  const [module, setModule] = useState<Module | undefined>(lazy.loaded);
  const request = useCallback(() => {
    const ready = lazy.loaded();
    if (ready) {
      setModule(() => ready);
      return;
    }
    lazy.load().then(
      (arrived) => setModule(() => arrived),
      (error: unknown) => captureException(error, { operation }),
    );
  }, [lazy, operation]);
  return [module, request];
}
