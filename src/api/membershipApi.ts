import { answersOf, apiOf } from './apiClients.js';
import type { ApiClient } from './createApiClient.js';
import type {
  EnrollRequest,
  Membership,
  MembershipChargeResponse,
  MembershipChanges,
  MembershipQuote,
  MembershipResponse,
} from './contracts/membershipContract.js';
import type { MembershipPlanId } from '../membership/membershipPlans.js';

// /membership (docs/product.md#doxoplus): user-scoped, so it goes through the client secured by the
// container's session manager (docs/product.md#api-client-security). Enrolling is a create: it
// carries the intent's key.

export function createMembershipApi(client: ApiClient) {
  const answers = answersOf(client);
  return {
    get: () => answers.get<MembershipResponse>('/membership'),
    quote: (plan: MembershipPlanId) => answers.get<MembershipQuote>('/membership/quote', { params: { plan } }),
    enroll: (request: EnrollRequest, idempotencyKey: string) =>
      answers.create<Membership>('/membership', request, idempotencyKey),
    change: (changes: MembershipChanges) => answers.patch<Membership>('/membership', changes),
    cancel: () => answers.post<Membership>('/membership/cancel'),
    undoCancel: () => answers.post<Membership>('/membership/cancel/undo'),
    async charge(id: number) {
      return (await answers.get<MembershipChargeResponse>(`/membership/charges/${id}`)).charge;
    },
  };
}

export type MembershipApi = ReturnType<typeof createMembershipApi>;

export const membershipApiOf = apiOf(({ userClient }) => createMembershipApi(userClient));
