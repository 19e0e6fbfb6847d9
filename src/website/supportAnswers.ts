// Environment: server and browser
import { PAYMENT_METHOD_RULES, MAX_PAYMENT_CENTS, MIN_PAYMENT_CENTS } from '../payments/paymentRules.js';
import { paths } from '../routing/paths.js';
import { formatCents } from '../ui/formatters.js';

/** One question bill payers ask, answered on /support (docs/product.md#support-answers). */
export type SupportAnswer = {
  id: string;
  topic: 'Fees' | 'Delivery' | 'Security' | 'doxoPLUS' | 'Payments' | 'Account';
  question: string;
  /** Paragraphs; the figures come from the rules the server applies, never typed twice. */
  answer: readonly string[];
  /** A page that does what the answer says. */
  link?: { href: string; label: string };
};

const bank = PAYMENT_METHOD_RULES.bank_account;
const debit = PAYMENT_METHOD_RULES.debit_card;
const credit = PAYMENT_METHOD_RULES.credit_card;
const creditPercent = `${(credit.percentFeeBasisPoints / 100).toFixed(2)} %`;
const days = (count: number) => `${count} banking day${count === 1 ? '' : 's'}`;

export const supportAnswers: readonly SupportAnswer[] = [
  {
    id: 'fees',
    topic: 'Fees',
    question: 'What does it cost to pay a bill?',
    answer: [
      `Paying from a bank account is free. A debit card costs ${formatCents(debit.flatFeeCents)} a payment, a credit card ${creditPercent} of the amount, rounded to the cent.`,
      'Before you confirm, the review shows the fee and the total. Whenever there is a fee it also says that the biller can be paid directly for free.',
    ],
  },
  {
    id: 'payment-limits',
    topic: 'Fees',
    question: 'How much can I pay at once?',
    answer: [`Any amount from ${formatCents(MIN_PAYMENT_CENTS)} to ${formatCents(MAX_PAYMENT_CENTS)} a payment.`],
  },
  {
    id: 'delivery-times',
    topic: 'Delivery',
    question: 'When does the biller get my payment?',
    answer: [
      `A bank account payment reaches the biller ${days(bank.deliveryBankingDays)} after it is sent; a debit or credit card payment ${days(debit.deliveryBankingDays)} after. Banking days leave out weekends and Federal Reserve holidays.`,
      'You choose the delivery date when you pay, up to a year ahead, and the payment is sent early enough to arrive on it.',
    ],
  },
  {
    id: 'payment-did-not-arrive',
    topic: 'Payments',
    question: 'My payment did not arrive. What do I do?',
    answer: [
      'Open your payment history and choose the payment: its receipt shows each step, from scheduled to sent to delivered, with dates.',
      'If it was delivered and the biller has not credited it after two banking days, write to us with the payment’s confirmation number from the receipt and we will trace it with the biller.',
    ],
    link: { href: paths.paymentHistory(), label: 'Open your payment history' },
  },
  {
    id: 'cancel-a-payment',
    topic: 'Payments',
    question: 'Can I cancel a payment?',
    answer: [
      'Yes, while it is still scheduled: open it from your payment history and choose Cancel payment. Once it has been sent it can no longer be stopped.',
    ],
    link: { href: paths.paymentHistory(), label: 'Open your payment history' },
  },
  {
    id: 'security',
    topic: 'Security',
    question: 'Is my bank account or card safe with doxo?',
    answer: [
      'Full card and account numbers are kept by our payment vault, never in doxo’s own database or logs: doxo shows only the last four digits.',
      'Every page and request goes over HTTPS, your session cookie cannot be read by scripts, and repeated wrong passwords slow down whoever is guessing.',
    ],
  },
  {
    id: 'cancel-doxoplus',
    topic: 'doxoPLUS',
    question: 'How do I cancel doxoPLUS?',
    answer: [
      'doxoPLUS is cancelled from Account settings, at any time. You keep its features until the end of the period you paid for and are not charged again.',
      'Cancelling doxoPLUS changes nothing about paying bills: your bills, wallet and scheduled payments stay as they are.',
    ],
    link: { href: paths.userAccount(), label: 'Open Account settings' },
  },
  {
    id: 'download-or-delete-data',
    topic: 'Account',
    question: 'How do I download or delete my data?',
    answer: [
      'Your payment history downloads as a CSV file from the payment history page. For a copy of everything else, or to close your account and delete your data, write to us from the contact page.',
    ],
    link: { href: paths.privacy(), label: 'Read the privacy page' },
  },
];

/** Lower case, accents and punctuation gone: "Débit-card" and "debit card" match. */
function searchable(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9%$]+/g, ' ');
}

/** The answers holding every word of the query, in any order; all of them for an empty query. */
export function searchSupportAnswers(
  query: string,
  answers: readonly SupportAnswer[] = supportAnswers,
): SupportAnswer[] {
  const words = searchable(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...answers];
  return answers.filter((entry) => {
    const text = ` ${searchable([entry.topic, entry.question, ...entry.answer].join(' '))}`;
    return words.every((word) => text.includes(` ${word}`));
  });
}
