import type { StartListening } from '../store/thunkExtra.js';
import { loadServiceTypeGroups, loadServiceTypes, type DirectoryState } from './directorySlice.js';

// docs/product.md#load-failures: service type and group failures are reported.
export function startDirectoryListeners(startListening: StartListening<{ directory: DirectoryState }>): void {
  for (const rejected of [loadServiceTypes.rejected, loadServiceTypeGroups.rejected]) {
    startListening({
      actionCreator: rejected,
      effect: (action, api) => {
        if (!action.meta.condition) api.extra.reportError(action.error, { action: action.type });
      },
    });
  }
}
