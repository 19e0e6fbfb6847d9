import { useCallback } from 'react';
import { MemberFeature } from '../membership/MemberFeature.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
import { loadSavings, savingsSlice } from './savingsSlice.js';
import { SavingsView } from './SavingsView.js';
import { sampleSavings } from './sampleSavings.js';

/** /u/savings: the member's bills against their area, or what it is and a sample for others. */
export function SavingsScreen() {
  const dispatch = useAppDispatch();
  const { report, status } = useAppSelector((state) => state[savingsSlice.name]);
  const load = useCallback(() => void dispatch(loadSavings()), [dispatch]);
  return (
    <MemberFeature
      name="Savings"
      status={status}
      load={load}
      about={
        <p>
          For each bill you pay regularly, see what you pay against what other doxo payers of that
          service pay in your county, how much you could save in a year, and which billers people
          around you use most.
        </p>
      }
      sample={<SavingsView savings={sampleSavings} headingLevel={3} />}
    >
      {() => (report ? <SavingsView savings={report} /> : null)}
    </MemberFeature>
  );
}
