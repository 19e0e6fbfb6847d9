import { createAction } from '@reduxjs/toolkit';
import type { EngagementData, LocationData, UserData } from './sharedDataTypes.js';

/**
 * The one action through which shared data reach Redux (docs/product.md#shared-data-store: mirrored
 * through one bridge). The user, location and engagement slices each take their part.
 */
export type SharedDataChangedPayload = {
  isAppReady: boolean;
  isLoggedIn: boolean;
  userData: UserData;
  locationData: LocationData;
  engagementData: EngagementData;
};

export const sharedDataChanged = createAction<SharedDataChangedPayload>('sharedData/changed');
