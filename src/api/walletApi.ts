import type { ApiClient } from './createApiClient.js';
import type {
  InstrumentChanges,
  InstrumentResponse,
  NewInstrument,
  WalletInstrument,
  WalletResponse,
} from './contracts/walletContract.js';
import { idempotencyHeaders } from './idempotencyKey.js';

// /wallet/instruments (issue 13): user-scoped, so it goes through the client secured by the
// container's session manager (SPEC §6). Adding is a create: it carries the intent's key.

export type WalletApi = {
  list: () => Promise<WalletInstrument[]>;
  add: (instrument: NewInstrument, idempotencyKey: string) => Promise<WalletInstrument>;
  change: (id: number, changes: InstrumentChanges) => Promise<WalletInstrument>;
  remove: (id: number) => Promise<void>;
};

export function createWalletApi(client: ApiClient): WalletApi {
  return {
    async list() {
      return (await client.get<WalletResponse>('/wallet/instruments')).data.instruments;
    },
    async add(instrument, idempotencyKey) {
      const response = await client.post<InstrumentResponse>('/wallet/instruments', instrument, {
        headers: idempotencyHeaders(idempotencyKey),
      });
      return response.data.instrument;
    },
    async change(id, changes) {
      return (await client.patch<InstrumentResponse>(`/wallet/instruments/${id}`, changes)).data
        .instrument;
    },
    async remove(id) {
      await client.delete(`/wallet/instruments/${id}`);
    },
  };
}
