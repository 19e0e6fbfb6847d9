import { answersOf, apiOf } from './apiClients.js';
import type { ApiClient } from './createApiClient.js';
import type {
  InstrumentChanges,
  InstrumentResponse,
  InstrumentUse,
  InstrumentUsesDecision,
  InstrumentUsesResponse,
  NewInstrument,
  WalletInstrument,
  WalletResponse,
} from './contracts/walletContract.js';

// /wallet/instruments (docs/product.md#wallet): user-scoped, so it goes through the client secured
// by the container's session manager (docs/product.md#api-client-security). Adding is a create: it
// carries the intent's key.

export type WalletApi = {
  list: () => Promise<WalletInstrument[]>;
  add: (instrument: NewInstrument, idempotencyKey: string) => Promise<WalletInstrument>;
  change: (id: number, changes: InstrumentChanges) => Promise<WalletInstrument>;
  /** What still uses it (scheduled payments, autopay): the removal dialog asks about those. */
  uses: (id: number) => Promise<InstrumentUse[]>;
  /** Without a decision, an instrument still in use is refused (409). */
  remove: (id: number, decision?: InstrumentUsesDecision) => Promise<void>;
};

function removalParams(decision: InstrumentUsesDecision | undefined) {
  if (!decision) return undefined;
  return decision.action === 'cancel' ? { uses: 'cancel' } : { uses: 'reassign', reassign_to: decision.reassign_to };
}

export function createWalletApi(client: ApiClient): WalletApi {
  const answers = answersOf(client);
  return {
    async list() {
      return (await answers.get<WalletResponse>('/wallet/instruments')).instruments;
    },
    async add(instrument, idempotencyKey) {
      return (await answers.create<InstrumentResponse>('/wallet/instruments', instrument, idempotencyKey)).instrument;
    },
    async change(id, changes) {
      return (await answers.patch<InstrumentResponse>(`/wallet/instruments/${id}`, changes)).instrument;
    },
    async uses(id) {
      return (await answers.get<InstrumentUsesResponse>(`/wallet/instruments/${id}/uses`)).uses;
    },
    async remove(id, decision) {
      await answers.delete(`/wallet/instruments/${id}`, { params: removalParams(decision) });
    },
  };
}

export const walletApiOf = apiOf(({ userClient }) => createWalletApi(userClient));
