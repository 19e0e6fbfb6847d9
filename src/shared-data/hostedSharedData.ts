import type { ShellSharedData } from '../../contract/shellContext.js';
import { initialSharedDataState } from './sharedDataDefaults.js';
import type { SharedDataState } from './sharedDataTypes.js';

/**
 * The shared data store's state for a page a host shell asked for: what the host vouched for
 * (docs/host-contract.md#the-signed-shell-context), ready, since the host has already checked
 * the session.
 */
export function hostedSharedData(shell: ShellSharedData): SharedDataState {
  return {
    ...initialSharedDataState,
    isAppReady: true,
    userData: shell.userData,
    locationData: shell.locationData,
    engagementData: shell.engagementData,
    layoutData: shell.layoutData,
  };
}
