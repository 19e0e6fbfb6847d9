import { beforeAll, describe, expect, it } from 'vitest';
import type { MembershipEventKind } from '../../src/api/contracts/membershipContract.js';
import { isMember, segmentFor } from './membershipGate.js';
import { testEngines, useTestDatabase } from './testing/useTestDatabase.js';

// The gate reads the membership's newest status event (docs/product.md#member-only-endpoints).
describe.each(testEngines)('the membership gate on %s', (engine) => {
  const database = useTestDatabase(engine);
  let userId: number;
  let membershipId: number;

  beforeAll(async () => {
    const { db } = database.handle;
    // A user of the seed without a membership of their own.
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'many@doxo.test')
      .executeTakeFirstOrThrow();
    userId = user.id;
  });

  async function append(kind: MembershipEventKind) {
    await database.handle.db
      .insertInto('membership_events')
      .values({
        membership_id: membershipId,
        kind,
        plan: kind === 'enrolled' ? 'monthly' : null,
        payment_instrument_id: null,
        charge_id: null,
        at: new Date(),
      })
      .execute();
  }

  it('says no before any membership, yes while active, cancelling or in grace, no after', async () => {
    const { db } = database.handle;
    expect(await isMember(db, userId)).toBe(false);
    const membership = await db
      .insertInto('memberships')
      .values({ user_id: userId, created_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    membershipId = membership.id;
    await append('enrolled');
    expect(await isMember(db, userId)).toBe(true);
    await append('cancel_requested');
    // Changes of plan or instrument are not status events: still cancelling, still a member.
    await append('plan_switched');
    expect(await isMember(db, userId)).toBe(true);
    await append('ended');
    expect(await isMember(db, userId)).toBe(false);
    await append('enrolled');
    await append('grace_started');
    await append('charge_failed');
    expect(await isMember(db, userId)).toBe(true);
    await append('lapsed');
    expect(await isMember(db, userId)).toBe(false);
  });

  it('refuses to rewrite an event', async () => {
    const { db } = database.handle;
    await expect(db.updateTable('membership_events').set({ kind: 'charged' }).execute()).rejects.toThrow(/append-only/);
  });
});

describe('segmentFor', () => {
  it('is doxoplus for a member and never for a non-member', () => {
    expect(segmentFor('free', true)).toBe('doxoplus');
    expect(segmentFor('doxoplus', false)).toBe('free');
    expect(segmentFor('new', false)).toBe('new');
  });
});
