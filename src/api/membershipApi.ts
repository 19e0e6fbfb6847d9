import type { ApiClient } from './createApiClient.js';
import type {
  EnrollRequest,
  Membership,
  MembershipCharge,
  MembershipChargeResponse,
  MembershipChanges,
  MembershipQuote,
  MembershipResponse,
} from './contracts/membershipContract.js';
import type { MembershipPlanId } from '../membership/membershipPlans.js';
import { idempotencyHeaders } from './idempotencyKey.js';

// /membership (docs/product.md#doxoplus): user-scoped, so it goes through the client secured by the
// container's session manager (docs/product.md#api-client-security). Enrolling is a create: it
// carries the intent's key.

export type MembershipApi = {
  get: () => Promise<MembershipResponse>;
  quote: (plan: MembershipPlanId) => Promise<MembershipQuote>;
  enroll: (request: EnrollRequest, idempotencyKey: string) => Promise<Membership>;
  change: (changes: MembershipChanges) => Promise<Membership>;
  cancel: () => Promise<Membership>;
  undoCancel: () => Promise<Membership>;
  charge: (id: number) => Promise<MembershipCharge>;
};

export function createMembershipApi(client: ApiClient): MembershipApi {
  return {
    async get() {
      return (await client.get<MembershipResponse>('/membership')).data;
    },
    async quote(plan) {
      return (await client.get<MembershipQuote>('/membership/quote', { params: { plan } })).data;
    },
    async enroll(request, idempotencyKey) {
      return (
        await client.post<Membership>('/membership', request, {
          headers: idempotencyHeaders(idempotencyKey),
        })
      ).data;
    },
    async change(changes) {
      return (await client.patch<Membership>('/membership', changes)).data;
    },
    async cancel() {
      return (await client.post<Membership>('/membership/cancel')).data;
    },
    async undoCancel() {
      return (await client.post<Membership>('/membership/cancel/undo')).data;
    },
    async charge(id) {
      return (await client.get<MembershipChargeResponse>(`/membership/charges/${id}`)).data.charge;
    },
  };
}
