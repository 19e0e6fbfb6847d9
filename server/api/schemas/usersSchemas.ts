// Environment: server
// GET /users/me: what the container's shared data store needs (userData, locationData,
// engagementData; docs/product.md#shared-data-store).

export type { LocationData, MeResponse } from '../../../src/api/contracts/sessionContract.js';
