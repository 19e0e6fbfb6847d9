// Environment: server
// Users, their wallets, listings and two years of payments (issue 3). Generated in batches of
// users so memory stays flat even at the large scale; ids are assigned here so rows can be
// linked without reading them back.
import type { Insertable, Kysely } from 'kysely';
import type {
  Database,
  ListingTable,
  PaymentInstrumentKind,
  PayMethod,
  PaymentTable,
  UserTable,
} from '../databaseSchema.js';
import { hashPassword } from '../../api/auth/passwordHash.js';
import { DEMO_CARD_YEARS_VALID, DEMO_PASSWORD, demoInstruments, demoUsers } from './demoUsers.js';
import { insertRows } from './insertRows.js';
import type { ReferenceData } from './seedReferenceData.js';
import type { SeedSize } from './seedScale.js';
import type { Random } from './source/random.js';
import { serviceTypes } from './source/taxonomy.js';
import { stateForZip } from '../../../src/location/stateAbbreviations.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const HISTORY_MONTHS = 24;

/** Typical amount of one bill in cents, by service type slug. */
const typicalAmountCents: Record<string, number> = {
  electric: 13_000,
  gas: 7_000,
  'water-sewer': 6_500,
  'trash-recycling': 3_500,
  'propane-heating-oil': 25_000,
  solar: 12_000,
  'internet-cable': 9_000,
  'mobile-phone': 11_000,
  landline: 4_500,
  'satellite-tv': 9_500,
  'streaming-tv': 2_000,
  'auto-insurance': 15_000,
  'home-insurance': 14_000,
  'renters-insurance': 2_000,
  'health-insurance': 45_000,
  'life-insurance': 6_000,
  'pet-insurance': 4_500,
  'dental-insurance': 4_000,
  rent: 165_000,
  mortgage: 210_000,
  hoa: 30_000,
  'self-storage': 12_000,
  'credit-card': 35_000,
  'auto-loan': 52_000,
  'student-loan': 30_000,
  'personal-loan': 25_000,
  hospital: 40_000,
  doctor: 15_000,
  dentist: 18_000,
  pharmacy: 3_500,
  'property-tax': 180_000,
  'vehicle-registration': 12_000,
  'parking-tolls': 3_000,
  'court-fees': 15_000,
  'gym-fitness': 4_500,
  'security-monitoring': 4_500,
  newspaper: 1_800,
  childcare: 110_000,
  'lawn-care': 9_000,
  'pest-control': 6_000,
  'home-warranty': 5_500,
};

/** Chance of a payment in a given month: bills that come yearly or now and then pay less often. */
const monthlyPaymentChance: Record<string, number> = {
  'property-tax': 0.17,
  'vehicle-registration': 0.09,
  'court-fees': 0.1,
  hospital: 0.2,
  doctor: 0.25,
  dentist: 0.2,
  pharmacy: 0.6,
  'parking-tolls': 0.5,
};

const payMethodWeights: readonly (readonly [PayMethod, number])[] = [
  ['bank_account', 42],
  ['debit_card', 25],
  ['credit_card', 20],
  ['digital_wallet', 7],
  ['check', 4],
  ['cash', 2],
];

const segmentWeights: readonly (readonly [string, number])[] = [
  ['free', 70],
  ['doxoplus', 20],
  ['new', 10],
];

const firstNames = [
  'alex',
  'jordan',
  'taylor',
  'morgan',
  'casey',
  'riley',
  'jamie',
  'avery',
  'quinn',
  'drew',
  'maria',
  'james',
  'li',
  'sam',
  'noah',
  'emma',
  'olivia',
  'liam',
  'ava',
  'mia',
];
const lastNames = [
  'smith',
  'johnson',
  'garcia',
  'nguyen',
  'brown',
  'lee',
  'patel',
  'kim',
  'lopez',
  'davis',
  'miller',
  'wilson',
  'martin',
  'clark',
  'young',
  'hall',
  'allen',
  'wright',
  'scott',
  'green',
];

type Place = { hierarchy: string; zip: string; state: string; county: string };

export type PeopleSummary = {
  users: number;
  listings: number;
  payments: number;
  paymentInstruments: number;
};

/** Picks by cumulative weight with a binary search: O(log n) per pick over 30,000+ ZIPs. */
function weightedSampler<T>(items: readonly T[], weight: (item: T) => number) {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) {
    total += Math.max(0, weight(item));
    cumulative.push(total);
  }
  return (random: Random): T => {
    const target = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? 0) > target) high = middle;
      else low = middle + 1;
    }
    const item = items[low];
    if (item === undefined) throw new RangeError('weightedSampler: no items');
    return item;
  };
}

function pickWeighted<T>(random: Random, pairs: readonly (readonly [T, number])[]): T {
  return random.weightedPick(pairs, ([, weight]) => weight)[0];
}

/**
 * An APO/FPO ZIP code's place: its armed-forces region (AA, AE, AP), a state with nothing below
 * it (SPEC §3), so national billers serve it. Undefined for every other ZIP code.
 */
function militaryPlace(zip: string): Place | undefined {
  const region = stateForZip(zip);
  if (region?.kind !== 'armed-forces') return undefined;
  const hierarchy = `/usa/${region.code.toLowerCase()}`;
  return { hierarchy, zip, state: region.code.toLowerCase(), county: hierarchy };
}

function placeOf(hierarchy: string): Place {
  const segments = hierarchy.split('/');
  return {
    hierarchy,
    zip: segments[6] ?? '',
    state: segments[2] ?? '',
    county: segments.slice(0, 5).join('/'),
  };
}

function isoDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** Which billers can bill a place for a service type: national, its state's, its county's. */
function billerIndex(reference: ReferenceData) {
  const typeIdBySlug = new Map(serviceTypes.map((type) => [type.slug, type.id]));
  const byTypeAndArea = new Map<string, { id: number; popularity: number }[]>();
  for (const biller of reference.billers) {
    const areas = reference.coverage.get(biller.id) ?? [];
    for (const [index, slug] of biller.serviceTypeSlugs.entries()) {
      const typeId = typeIdBySlug.get(slug);
      if (typeId === undefined) continue;
      // A biller is chosen mostly for its first (main) service type: Comcast for cable more
      // than for mobile phones, where the carriers lead.
      const popularity = biller.popularity * (index === 0 ? 1 : 0.3);
      for (const area of areas) {
        const key = `${typeId}|${area}`;
        const list = byTypeAndArea.get(key) ?? [];
        list.push({ id: biller.id, popularity });
        byTypeAndArea.set(key, list);
      }
    }
  }
  return (typeId: number, place: Place) => {
    return [
      ...(byTypeAndArea.get(`${typeId}|${place.county}`) ?? []),
      ...(byTypeAndArea.get(`${typeId}|/usa/${place.state}`) ?? []),
      ...(byTypeAndArea.get(`${typeId}|/usa`) ?? []),
    ];
  };
}

/** The demo accounts' sandbox payment methods (demoUsers.ts), as rows. */
function demoInstrumentRows(
  userId: number,
  anchorTime: number,
): Insertable<Database['payment_instruments']>[] {
  const expiryYear = new Date(anchorTime).getUTCFullYear() + DEMO_CARD_YEARS_VALID;
  return demoInstruments.map((instrument) => {
    const isCard = instrument.kind !== 'bank_account';
    return {
      user_id: userId,
      kind: instrument.kind,
      last4: instrument.last4,
      nickname: instrument.nickname,
      brand: instrument.brand,
      account_type: instrument.account_type,
      expiry_month: isCard ? 12 : null,
      expiry_year: isCard ? expiryYear : null,
      is_default: instrument.is_default,
    };
  });
}

export async function seedPeople(
  db: Kysely<Database>,
  random: Random,
  reference: ReferenceData,
  size: SeedSize,
  anchor: Date,
): Promise<PeopleSummary> {
  const zips = reference.locations.filter((location) => location.type === 'zipcode');
  const zipByCode = new Map(zips.map((zip) => [zip.name, zip]));
  const pickZip = weightedSampler(zips, (zip) => zip.population);
  const pickServiceType = weightedSampler(serviceTypes, (type) => type.payersShare);
  const candidatesFor = billerIndex(reference);
  const anchorTime = anchor.getTime();
  const demoPasswordHash = await hashPassword(DEMO_PASSWORD);

  const summary: PeopleSummary = { users: 0, listings: 0, payments: 0, paymentInstruments: 0 };
  let nextUserId = 1;
  let nextListingId = 1;

  type UserPlan = {
    user: Insertable<UserTable> & { id: number };
    place: Place;
    /** Demo users: how many listings; generated users: undefined (drawn per service type). */
    demoListings: number | undefined;
  };

  const planUser = (demo: (typeof demoUsers)[number] | undefined): UserPlan => {
    const id = nextUserId++;
    const place =
      (demo && militaryPlace(demo.zipCode)) ??
      placeOf(((demo && zipByCode.get(demo.zipCode)) ?? pickZip(random)).hierarchy);
    const first = random.pick(firstNames);
    const last = random.pick(lastNames);
    const createdAt = anchorTime - random.int(90, 4 * 365) * DAY_MS - random.int(0, DAY_MS);
    return {
      user: {
        id,
        email: demo?.email ?? `${first}.${last}.${id}@example.test`,
        username: demo?.username ?? `${first}.${last}${id}`,
        password_hash: demo ? demoPasswordHash : null,
        segment: demo?.segment ?? pickWeighted(random, segmentWeights),
        zip_code: place.zip,
        location_hierarchy: place.hierarchy,
        created_at: new Date(createdAt),
        last_signed_in_at: new Date(
          anchorTime - random.int(0, 60) * DAY_MS - random.int(0, DAY_MS),
        ),
      },
      place,
      demoListings: demo?.listings,
    };
  };

  const generate = (plans: readonly UserPlan[]) => {
    const instruments: Insertable<Database['payment_instruments']>[] = [];
    const listings: (Insertable<ListingTable> & { id: number })[] = [];
    const payments: Insertable<PaymentTable>[] = [];
    for (const { user, place, demoListings } of plans) {
      const kinds = random.shuffle<PaymentInstrumentKind>([
        'bank_account',
        'debit_card',
        'credit_card',
      ]);
      const randomKinds = kinds.slice(0, random.int(1, 3));
      const randomLast4 = randomKinds.map(() => String(random.int(0, 9999)).padStart(4, '0'));
      // Demo accounts get the known sandbox methods instead; the draws above are still made, so
      // every other generated row, and the insights built on them, stay as they were.
      instruments.push(
        ...(demoListings === undefined
          ? randomKinds.map((kind, index) => ({
              user_id: user.id,
              kind,
              last4: randomLast4[index] ?? '0000',
              nickname:
                kind === 'bank_account'
                  ? 'Checking'
                  : kind === 'debit_card'
                    ? 'Debit card'
                    : 'Credit card',
            }))
          : demoInstrumentRows(user.id, anchorTime)),
      );
      // A household pays each kind of bill with its real-life likelihood (payersShare), so
      // electric and mobile phone lead the insights as they do in life. Demo users instead get a
      // fixed number of listings, repeating types (several cards, several loans…).
      const types =
        demoListings === undefined
          ? serviceTypes.filter((type) => random.next() < type.payersShare)
          : Array.from({ length: demoListings }, () => pickServiceType(random));
      for (const type of types) {
        const candidates = candidatesFor(type.id, place);
        if (candidates.length === 0) continue;
        const biller = random.weightedPick(candidates, (candidate) => candidate.popularity);
        const listingId = nextListingId++;
        const typical = typicalAmountCents[type.slug] ?? 8_000;
        const listingFactor = 0.55 + random.next() * 1.1;
        const autopay = random.next() < 0.35;
        const startMonth = random.int(1, HISTORY_MONTHS + 12);
        const createdAt = anchorTime - startMonth * 30 * DAY_MS - random.int(0, 29) * DAY_MS;
        const dueDay = random.int(1, 28);
        listings.push({
          id: listingId,
          user_id: user.id,
          biller_id: biller.id,
          service_type_id: type.id,
          nickname: random.next() < 0.15 ? `${type.name} at home` : null,
          account_number_last4: String(random.int(0, 9999)).padStart(4, '0'),
          balance_cents: autopay && random.next() < 0.6 ? 0 : Math.round(typical * listingFactor),
          due_date: isoDate(anchorTime + random.int(1, 30) * DAY_MS),
          autopay,
          paperless: random.next() < 0.55,
          created_at: new Date(createdAt),
        });
        const habit = pickWeighted(random, payMethodWeights);
        const chance = monthlyPaymentChance[type.slug] ?? 0.93;
        for (let month = Math.min(startMonth - 1, HISTORY_MONTHS); month >= 1; month--) {
          if (random.next() >= chance) continue;
          const paidAt =
            anchorTime - month * 30 * DAY_MS + dueDay * DAY_MS - random.int(0, 6) * DAY_MS;
          if (paidAt >= anchorTime) continue;
          payments.push({
            listing_id: listingId,
            user_id: user.id,
            biller_id: biller.id,
            service_type_id: type.id,
            amount_cents: Math.max(
              100,
              Math.round(typical * listingFactor * (0.85 + random.next() * 0.3)),
            ),
            pay_method: random.next() < 0.9 ? habit : pickWeighted(random, payMethodWeights),
            paid_at: new Date(paidAt + random.int(0, DAY_MS - 1)),
            payer_hierarchy: place.hierarchy,
          });
        }
      }
    }
    return { instruments, listings, payments };
  };

  const flush = async (plans: readonly UserPlan[]) => {
    const { instruments, listings, payments } = generate(plans);
    await insertRows(
      db,
      'users',
      plans.map((plan) => plan.user),
    );
    await insertRows(db, 'payment_instruments', instruments);
    await insertRows(db, 'listings', listings);
    await insertRows(db, 'payments', payments);
    summary.users += plans.length;
    summary.paymentInstruments += instruments.length;
    summary.listings += listings.length;
    summary.payments += payments.length;
  };

  await flush(demoUsers.map((demo) => planUser(demo)));
  for (let done = 0; done < size.users; done += size.usersPerBatch) {
    const count = Math.min(size.usersPerBatch, size.users - done);
    await flush(Array.from({ length: count }, () => planUser(undefined)));
  }
  return summary;
}
