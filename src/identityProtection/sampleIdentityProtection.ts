import type { IdentityProtectionResponse } from '../api/contracts/identityProtectionContract.js';

// The made-up monitoring a non-member's preview shows (docs/product.md#member-previews).
export const sampleIdentityProtection: IdentityProtectionResponse = {
  items: [
    {
      key: 'item:1',
      id: 1,
      kind: 'email',
      label: 'jordan@example.com',
      added_at: '2026-05-01T00:00:00Z',
    },
    {
      key: 'item:2',
      id: 2,
      kind: 'phone',
      label: '(206) 555-0143',
      added_at: '2026-05-01T00:00:00Z',
    },
    {
      key: 'card:3',
      id: null,
      kind: 'card',
      label: 'Visa ••1881',
      added_at: '2026-04-12T00:00:00Z',
    },
  ],
  alerts: [
    {
      id: 1,
      item_key: 'item:1',
      item_label: 'jordan@example.com',
      severity: 'high',
      what: 'Your email address and a password were exposed in a data breach.',
      found_where: 'TravelNest data breach, in a list shared on a dark-web forum',
      found_on: '2026-06-03',
      advice: 'Change your TravelNest password and any account that uses the same one, and turn on two-step sign-in.',
      status: 'open',
      resolved_at: null,
    },
    {
      id: 2,
      item_key: 'item:2',
      item_label: '(206) 555-0143',
      severity: 'low',
      what: 'Your phone number is listed with your name and home city.',
      found_where: 'A people-search website',
      found_on: '2026-05-21',
      advice: 'Ask the site to remove your listing through its opt-out page.',
      status: 'open',
      resolved_at: null,
    },
  ],
  open_alerts: 2,
};
