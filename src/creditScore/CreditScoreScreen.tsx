import { useCallback } from 'react';
import { MemberFeature } from '../membership/MemberFeature.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
import { CreditScoreView } from './CreditScoreView.js';
import { creditScoreSlice, loadCreditScore } from './creditScoreSlice.js';
import { sampleCreditScore } from './sampleCreditScore.js';

/** /u/credit-score: the member's report, or what it is and a sample for everyone else. */
export function CreditScoreScreen() {
  const dispatch = useAppDispatch();
  const { report, status } = useAppSelector((state) => state[creditScoreSlice.name]);
  const load = useCallback(() => void dispatch(loadCreditScore()), [dispatch]);
  return (
    <MemberFeature
      name="Credit score"
      status={status}
      load={load}
      about={
        <p>
          See your credit score every month, what moves it and what to do next. Bills you pay on
          time through doxo count toward your payment history, the factor that weighs most.
        </p>
      }
      sample={<CreditScoreView report={sampleCreditScore} headingLevel={3} />}
    >
      {() => (report ? <CreditScoreView report={report} /> : null)}
    </MemberFeature>
  );
}
