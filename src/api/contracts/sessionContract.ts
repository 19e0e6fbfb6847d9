// GET /users/me and POST/GET /session answers: what the container's shared data store needs
// (userData, locationData, engagementData; docs/product.md#location-data). Built by server/api,
// read by src/container.

export type LocationData = {
  hierarchy: string;
  state: string | null;
  zipcode: string | null;
  county: string | null;
};

export type MeResponse = {
  user_id: number;
  username: string;
  /** The name the person chose in account settings; null until then. */
  display_name: string | null;
  email: string;
  /** Whether the person followed the link mailed to their address (docs/product.md#mailed-links). */
  email_verified: boolean;
  user_segment: string;
  location: LocationData;
  /** engagementData.billsCount */
  bills_count: number;
  /** engagementData.walletCount */
  wallet_count: number;
  /** The bell's count: unread notifications in the centre (docs/product.md#notification-centre). */
  unread_notifications: number;
  created_at: string;
  last_signed_in_at: string | null;
};

export type SessionResponse = {
  /** The opaque token for `Authorization: Bearer …`; the same token is set as the cookie. */
  token?: string;
  /** Send in X-CSRF-Token on cookie-authenticated writes. */
  csrf_token: string;
  expires_at: string;
  user: MeResponse;
};

/**
 * The HttpOnly cookie that carries a browser's session (POST /session sets it). Server rendering
 * forwards it to the API so a page can be rendered for the person who asked for it.
 */
export const SESSION_COOKIE_NAME = 'doxo_session';
