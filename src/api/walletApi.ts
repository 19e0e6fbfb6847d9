import { answersOf, apiOf } from './apiClients.js';
import type { ApiClient } from './createApiClient.js';
import type {
  InstrumentChanges,
  InstrumentResponse,
  InstrumentUsesDecision,
  InstrumentUsesResponse,
  NewInstrument,
  WalletResponse,
} from './contracts/walletContract.js';

// /wallet/instruments (docs/product.md#wallet): user-scoped, so it goes through the client secured
// by the container's session manager (docs/product.md#api-client-security). Adding is a create: it
// carries the intent's key.

function removalParams(decision: InstrumentUsesDecision | undefined) {
  if (!decision) return undefined;
  return decision.action === 'cancel' ? { uses: 'cancel' } : { uses: 'reassign', reassign_to: decision.reassign_to };
}

export function createWalletApi(client: ApiClient) {
  const answers = answersOf(client);
  return {
    async list() {
      return (await answers.get<WalletResponse>('/wallet/instruments')).instruments;
    },
    async add(instrument: NewInstrument, idempotencyKey: string) {
      return (await answers.create<InstrumentResponse>('/wallet/instruments', instrument, idempotencyKey)).instrument;
    },
    async change(id: number, changes: InstrumentChanges) {
      return (await answers.patch<InstrumentResponse>(`/wallet/instruments/${id}`, changes)).instrument;
    },
    /** What still uses it (scheduled payments, autopay): the removal dialog asks about those. */
    async uses(id: number) {
      return (await answers.get<InstrumentUsesResponse>(`/wallet/instruments/${id}/uses`)).uses;
    },
    /** Without a decision, an instrument still in use is refused (409). */
    async remove(id: number, decision?: InstrumentUsesDecision) {
      await answers.delete(`/wallet/instruments/${id}`, { params: removalParams(decision) });
    },
  };
}

export type WalletApi = ReturnType<typeof createWalletApi>;

export const walletApiOf = apiOf(({ userClient }) => createWalletApi(userClient));
