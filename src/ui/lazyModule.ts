// Code kept out of a page's first-load JavaScript (docs/performance.md#first-load-javascript: the
// 140 KB budget) and fetched when it is needed: one shared import per module, whose result is kept
// so that later renders (and React's `lazy`) get it synchronously.

export type LazyModule<Module> = {
  /** The module once it has arrived; undefined before. */
  loaded: () => Module | undefined;
  /** Fetches it (once: callers share the import); a chunk that failed is asked for again. */
  load: () => Promise<Module>;
};

export function lazyModule<Module>(importModule: () => Promise<Module>): LazyModule<Module> {
  let module: Module | undefined;
  let loading: Promise<Module> | undefined;
  return {
    loaded: () => module,
    load: () => {
      loading ??= importModule().then(
        (arrived) => {
          module = arrived;
          return arrived;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}
