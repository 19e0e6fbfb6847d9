import { describe, expect, it } from 'vitest';
import { dollarsToCents, payFlowSearch, proposedAmountCents, readPayFlow, stepToRevisit } from './payFlowSteps';

describe('the pay flow in the URL', () => {
  it('reads the step from the parameters', () => {
    expect(readPayFlow(new URLSearchParams(''))).toBeNull();
    expect(readPayFlow(new URLSearchParams('listing=7'))?.step).toBe('amount');
    expect(readPayFlow(new URLSearchParams('listing=7&amount=12.5'))).toMatchObject({
      step: 'method',
      amountCents: 1250,
    });
    expect(readPayFlow(new URLSearchParams('listing=7&amount=12.50&payment_instrument=3'))?.step).toBe('delivery');
    expect(
      readPayFlow(new URLSearchParams('listing=7&amount=12.50&payment_instrument=3&delivery_date=2026-12-01'))?.step,
    ).toBe('review');
  });

  it('opens the amount step for an amount outside the limits, whatever follows', () => {
    const rest = 'payment_instrument=3&delivery_date=2026-12-01';
    for (const amount of ['0.99', '0', '25000.01', '9999999']) {
      expect(readPayFlow(new URLSearchParams(`listing=7&amount=${amount}&${rest}`))).toMatchObject({
        step: 'amount',
        amountCents: null,
      });
    }
    expect(readPayFlow(new URLSearchParams(`listing=7&amount=25000&${rest}`))?.step).toBe('review');
  });

  it('leads a refused date or method back to the step that chooses it', () => {
    for (const code of ['delivery_date_too_early', 'delivery_date_not_banking_day']) {
      expect(stepToRevisit(code)?.changes).toEqual({ delivery_date: null });
    }
    expect(stepToRevisit('payment_instrument_not_found')?.changes).toEqual({
      payment_instrument: null,
      delivery_date: null,
    });
    expect(stepToRevisit('listing_not_found')).toBeNull();
  });

  it('starts from a biller: confirm it, add the bill, then the bill steps, six in all', () => {
    expect(readPayFlow(new URLSearchParams('provider=city-light'))).toMatchObject({
      step: 'biller',
      listingId: null,
      provider: 'city-light',
      steps: ['biller', 'account', 'amount', 'method', 'delivery', 'review'],
    });
    expect(readPayFlow(new URLSearchParams('provider=city-light&biller_confirmed=true'))?.step).toBe('account');
    // The bill exists: its steps, still counted among the six.
    expect(readPayFlow(new URLSearchParams('provider=city-light&biller_confirmed=true&listing=9'))).toMatchObject({
      step: 'amount',
      listingId: 9,
      billerConfirmed: true,
    });
    expect(readPayFlow(new URLSearchParams('listing=9'))?.steps).toHaveLength(4);
    // Not a slug: ignored, as an absent one.
    expect(readPayFlow(new URLSearchParams('provider=%3Cscript%3E'))).toBeNull();
  });

  it('reads the review opt-ins only when they are "true"', () => {
    const base = 'listing=7&amount=1.00&payment_instrument=3&delivery_date=2026-12-01';
    expect(readPayFlow(new URLSearchParams(`${base}&opt_in_paperless=true&opt_in_auto_pay=true`))).toMatchObject({
      optInPaperless: true,
      optInAutoPay: true,
    });
    expect(readPayFlow(new URLSearchParams(`${base}&opt_in_paperless=1&opt_in_auto_pay=false`))).toMatchObject({
      optInPaperless: false,
      optInAutoPay: false,
    });
  });

  it('parses dollars strictly into cents', () => {
    expect(dollarsToCents('0.1')).toBe(10);
    expect(dollarsToCents('100')).toBe(10_000);
    expect(dollarsToCents('-1')).toBeNull();
    expect(dollarsToCents('1.234')).toBeNull();
    expect(dollarsToCents('abc')).toBeNull();
    // As people type them: a dollar sign, thousands separators where they belong.
    expect(dollarsToCents('$1,200.50')).toBe(120_050);
    expect(dollarsToCents('$ 42')).toBe(4_200);
    expect(dollarsToCents('1,234,567.89')).toBe(123_456_789);
    expect(dollarsToCents('12,00.50')).toBeNull();
    expect(dollarsToCents('1,2000')).toBeNull();
  });

  it('builds the next step, keeping the other parameters', () => {
    expect(payFlowSearch(new URLSearchParams('a=1&listing=7'), { amount: '5.00' })).toBe('?a=1&listing=7&amount=5.00');
    expect(payFlowSearch(new URLSearchParams('listing=7&amount=5.00'), { amount: null })).toBe('?listing=7');
  });

  it('proposes the amount due, else the last amount paid, else nothing (never $1.00)', () => {
    expect(proposedAmountCents(4_210, 3_000)).toBe(4_210);
    expect(proposedAmountCents(0, 3_000)).toBe(3_000);
    expect(proposedAmountCents(0, null)).toBeNull();
  });
});
