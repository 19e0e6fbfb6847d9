// Environment: server
// GET /users/me: what the container's shared data store needs (SPEC §3 userData, locationData,
// engagementData; ARCHITECTURE.md § Shared data contract).

export type LocationData = {
  hierarchy: string;
  state: string | null;
  zipcode: string | null;
  county: string | null;
};

export type MeResponse = {
  user_id: number;
  username: string;
  email: string;
  user_segment: string;
  location: LocationData;
  /** engagementData.billsCount */
  bills_count: number;
  /** engagementData.walletCount */
  wallet_count: number;
  created_at: string;
  last_signed_in_at: string | null;
};
