import { MemberReportFeature } from '../membership/MemberFeature.js';
import { loadSavings, selectSavings } from './savingsSlice.js';
import { SavingsView } from './SavingsView.js';
import { sampleSavings } from './sampleSavings.js';

/** /u/savings: the member's bills against their area, or what it is and a sample for others. */
export function SavingsScreen() {
  return (
    <MemberReportFeature
      name="Savings"
      about={
        <p>
          For each bill you pay regularly, see what you pay against what other doxo payers of that service pay in your
          county, how much you could save in a year, and which billers people around you use most.
        </p>
      }
      sample={<SavingsView savings={sampleSavings} headingLevel={3} />}
      select={selectSavings}
      loadReport={loadSavings}
      view={(report) => <SavingsView savings={report} />}
    />
  );
}
