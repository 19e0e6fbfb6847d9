import { useEffect, useRef, type ReactNode } from 'react';
import type { PayFlowState, PayFlowStep } from './payFlowSteps.js';

/** Moves the flow on: the URL's parameters with `changes` applied (null removes one). */
export type GoToStep = (changes: Record<string, string | null>, options?: { replace?: boolean }) => void;

/** What the steps of paying one of the person's bills are given: the flow, the bill, and the way on. */
export type PayBillStepProps = { flow: PayFlowState; listingId: number; go: GoToStep };

const stepTitles: Record<PayFlowStep, string> = {
  biller: 'Biller',
  account: 'Account number',
  amount: 'Amount',
  method: 'Payment method',
  delivery: 'Delivery date',
  review: 'Review and pay',
};

/**
 * The pay panel around each step: what is being paid, and "Step n of m: …" as the heading.
 * Each step moves focus to its heading, so keyboard and screen-reader users follow along.
 */
export function PayStepFrame({ flow, intro, children }: { flow: PayFlowState; intro: ReactNode; children: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, [flow.step]);
  return (
    <section className="card pay-panel form" aria-labelledby="pay-panel-heading">
      <p className="pay-panel__bill">{intro}</p>
      <h2 id="pay-panel-heading" ref={headingRef} tabIndex={-1} className="card__title">
        Step {flow.steps.indexOf(flow.step) + 1} of {flow.steps.length}: {stepTitles[flow.step]}
      </h2>
      {children}
    </section>
  );
}
