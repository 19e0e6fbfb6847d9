// Environment: server
// GET /users/me: what the container's shared data store needs (userData, locationData,
// engagementData; ARCHITECTURE.md § Shared data contract).

export type { LocationData, MeResponse } from '../../../src/api/contracts/sessionContract.js';
