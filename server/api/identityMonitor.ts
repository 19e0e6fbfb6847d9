// Environment: server Who watches a member's monitored items
// (docs/product.md#identity-monitoring-sandbox). IdentityMonitor is the seam a real monitoring
// service plugs into (ApiDependencies.identityMonitor); the sandbox scans each item
// deterministically, like a provider's test mode: the same item always yields the same findings, so
// a tester and the tests know what to expect.
import { createHash } from 'node:crypto';
import type { AlertSeverity, MonitoredItemKind } from '../../src/api/contracts/identityProtectionContract.js';

/** What is scanned: an added item's normalized value, or a wallet card by brand and last four. */
export type ScanSubject =
  | { kind: MonitoredItemKind; value: string }
  /** A real service is handed the vault token, never a number we do not hold. */
  | { kind: 'card'; token: string; brand: string | null; last4: string };

export type IdentityFinding = {
  /** Stable per finding, so a repeated scan raises it once. */
  key: string;
  severity: AlertSeverity;
  what: string;
  where: string;
  /** When the exposure was seen (YYYY-MM-DD). */
  foundOn: string;
  advice: string;
};

export type IdentityMonitor = {
  scan: (subject: ScanSubject, today: Date) => Promise<IdentityFinding[]>;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Made-up breached services, so no real company is named in a sandbox alert. */
const breachedServices = [
  'ShopRight Rewards',
  'FitTrack',
  'GameVault',
  'TravelNest',
  'PhotoShare Cloud',
  'QuickPizza',
] as const;

function subjectText(subject: ScanSubject): string {
  return subject.kind === 'card'
    ? `card:${subject.brand ?? 'card'}:${subject.last4}`
    : `${subject.kind}:${subject.value}`;
}

function daysBefore(today: Date, days: number): string {
  return new Date(today.getTime() - days * DAY_MS).toISOString().slice(0, 10);
}

/** A finding whose words are the same for every item, raised when byte 0 is a multiple of `every`. */
type FixedFinding = Omit<IdentityFinding, 'foundOn'> & { every: number };

/** A phone number's and an SSN's findings. */
const fixedFindings: Record<'phone' | 'ssn_last4', readonly FixedFinding[]> = {
  phone: [
    {
      every: 2,
      key: 'people-search',
      severity: 'low',
      what: 'Your phone number is listed with your name and home city.',
      where: 'A people-search website',
      advice: 'Ask the site to remove your listing through its opt-out page.',
    },
    {
      every: 5,
      key: 'port-out',
      severity: 'high',
      what: 'Someone asked to move your phone number to another carrier.',
      where: 'A mobile carrier’s number-transfer records',
      advice: 'Call your carrier now, confirm you did not ask for it, and add a port-out PIN.',
    },
  ],
  ssn_last4: [
    {
      every: 3,
      key: 'identity-listing',
      severity: 'high',
      what: 'The last four digits of your SSN were offered for sale with your name.',
      where: 'An identity marketplace on the dark web',
      advice: 'Freeze your credit with Equifax, Experian and TransUnion; it is free and stops new accounts.',
    },
  ],
};

/**
 * The sandbox's rules, from a SHA-256 of the item (byte 0 decides whether anything is found):
 * an email is found in a breach unless byte 0 is below 64; a phone number is on a people-search
 * site when byte 0 is even, and the subject of a port-out request when it is a multiple of 5; an
 * SSN's last four are offered with a name when byte 0 is a multiple of 3; a card is offered on a
 * card-shop marketplace when byte 0 is a multiple of 4. Found 1 to 60 days ago (byte 3).
 */
export function sandboxFindings(subject: ScanSubject, today: Date): IdentityFinding[] {
  const digest = createHash('sha256').update(subjectText(subject)).digest();
  const [byte0 = 0, byte1 = 0, byte2 = 0, byte3 = 0] = digest;
  const foundOn = daysBefore(today, 1 + (byte3 % 60));
  const findings: IdentityFinding[] = [];
  switch (subject.kind) {
    case 'email': {
      if (byte0 < 64) break;
      const service = breachedServices[byte1 % breachedServices.length] ?? 'an online service';
      const withPassword = byte2 % 2 === 0;
      findings.push({
        key: `breach:${service}`,
        severity: withPassword ? 'high' : 'medium',
        what: withPassword
          ? 'Your email address and a password were exposed in a data breach.'
          : 'Your email address and name were exposed in a data breach.',
        where: `${service} data breach, in a list shared on a dark-web forum`,
        foundOn,
        advice: withPassword
          ? `Change your ${service} password and any account that uses the same one, and turn on two-step sign-in.`
          : 'Watch for emails that use your name to seem genuine, and never sign in through a link in one.',
      });
      break;
    }
    case 'phone':
    case 'ssn_last4': {
      for (const { every, ...finding } of fixedFindings[subject.kind]) {
        if (byte0 % every === 0) findings.push({ ...finding, foundOn });
      }
      break;
    }
    case 'card': {
      if (byte0 % 4 !== 0) break;
      findings.push({
        key: 'card-shop',
        severity: 'high',
        what: `A card ending in ${subject.last4} was offered for sale.`,
        where: 'A card-shop marketplace on the dark web',
        foundOn,
        advice: 'Ask your card issuer for a new card number and review recent charges.',
      });
      break;
    }
  }
  return findings;
}

export function createSandboxIdentityMonitor(): IdentityMonitor {
  return { scan: async (subject, today) => sandboxFindings(subject, today) };
}
