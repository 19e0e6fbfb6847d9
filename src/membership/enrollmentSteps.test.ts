import { describe, expect, it } from 'vitest';
import { paths } from '../routing/paths.js';
import { readEnrollmentFlow } from './enrollmentSteps.js';

const flowOf = (url: string) => readEnrollmentFlow(new URL(url, 'http://x').searchParams);

describe('readEnrollmentFlow', () => {
  it('reads each step from the URL paths builds', () => {
    expect(flowOf(paths.doxoPlusEnroll())).toEqual({
      step: 'plan',
      plan: null,
      instrumentId: null,
    });
    expect(flowOf(paths.doxoPlusEnroll({ plan: 'annual' }))).toEqual({
      step: 'instrument',
      plan: 'annual',
      instrumentId: null,
    });
    expect(flowOf(paths.doxoPlusEnroll({ plan: 'monthly', payment_instrument: 7 }))).toEqual({
      step: 'review',
      plan: 'monthly',
      instrumentId: 7,
    });
  });

  it('starts a step again when its value is not one', () => {
    expect(flowOf('/u/doxoplus/enroll?plan=weekly&payment_instrument=7').step).toBe('plan');
    expect(flowOf('/u/doxoplus/enroll?plan=annual&payment_instrument=-1').step).toBe('instrument');
    expect(flowOf('/u/doxoplus/enroll?plan=annual&payment_instrument=1e3').step).toBe('instrument');
  });
});
