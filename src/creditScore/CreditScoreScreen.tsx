import { MemberReportFeature } from '../membership/MemberFeature.js';
import { CreditScoreView } from './CreditScoreView.js';
import { loadCreditScore, selectCreditScore } from './creditScoreSlice.js';
import { sampleCreditScore } from './sampleCreditScore.js';

/** /u/credit-score: the member's report, or what it is and a sample for everyone else. */
export function CreditScoreScreen() {
  return (
    <MemberReportFeature
      name="Credit score"
      about={
        <p>
          See your credit score every month, what moves it and what to do next. Bills you pay on time through doxo count
          toward your payment history, the factor that weighs most.
        </p>
      }
      sample={<CreditScoreView report={sampleCreditScore} headingLevel={3} />}
      select={selectCreditScore}
      loadReport={loadCreditScore}
      view={(report) => <CreditScoreView report={report} />}
    />
  );
}
