import { answersOf, apiOf } from './apiClients.js';
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
  const answers = answersOf(client);
  return {
    get: () => answers.get<MembershipResponse>('/membership'),
    quote: (plan) => answers.get<MembershipQuote>('/membership/quote', { params: { plan } }),
    enroll: (request, idempotencyKey) => answers.create<Membership>('/membership', request, idempotencyKey),
    change: (changes) => answers.patch<Membership>('/membership', changes),
    cancel: () => answers.post<Membership>('/membership/cancel'),
    undoCancel: () => answers.post<Membership>('/membership/cancel/undo'),
    async charge(id) {
      return (await answers.get<MembershipChargeResponse>(`/membership/charges/${id}`)).charge;
    },
  };
}

export const membershipApiOf = apiOf(({ userClient }) => createMembershipApi(userClient));
