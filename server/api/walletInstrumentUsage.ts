// Environment: server
// What still relies on a payment instrument (issue 13 § Wallet: removing one that a scheduled
// payment or an autopay rule uses asks what to do, never silently breaks them). The wallet asks
// here before removing; payments and autopay add their uses to this one function.
import type { Kysely } from 'kysely';
import type { InstrumentUse } from '../../src/api/contracts/walletContract.js';
import type { Database } from '../db/databaseSchema.js';

export async function instrumentUsage(
  _db: Kysely<Database>,
  _instrumentId: number,
): Promise<InstrumentUse[]> {
  // No scheduled payments or autopay rules exist yet: nothing can be using an instrument.
  return [];
}
