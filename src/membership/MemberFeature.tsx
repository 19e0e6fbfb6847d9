import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { useCallback, useEffect, useId, type ReactNode } from 'react';
import { paths } from '../routing/paths.js';
import { requestSignIn } from '../shared-data/requestSignIn.js';
import type { RootState } from '../store/createStore.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
import type { ThunkExtra } from '../store/thunkExtra.js';
import { Badge } from '../ui/Badge.js';
import { Button } from '../ui/Button.js';
import { Card } from '../ui/Card.js';
import { ErrorState } from '../ui/ErrorState.js';
import { LinkButton } from '../ui/LinkButton.js';
import { Skeleton } from '../ui/Skeleton.js';
import { selectAuthLevel } from '../user/userSlice.js';
import type { MemberLoadStatus, MemberReportState } from './memberReportSlice.js';

/**
 * What a non-member (or a signed-out visitor) sees on a member screen
 * (docs/product.md#member-previews): what the feature does, the way to join, and a preview of
 * the screen drawn by the members' own components from sample data, plainly marked as a sample.
 */
function MemberPreview({
  name,
  about,
  sample,
  signedIn,
}: {
  name: string;
  about: ReactNode;
  sample: ReactNode;
  signedIn: boolean;
}) {
  const sampleHeadingId = useId();
  return (
    <>
      <Card heading={`What ${name.toLowerCase()} does`}>
        <div className="member-about">{about}</div>
        <p>
          {name} comes with doxoPLUS.
          {signedIn ? null : ' Already a member? Sign in to see yours.'}
        </p>
        <div className="form-actions">
          <LinkButton href={paths.doxoPlusEnroll()} icon="sparkles">
            Join doxoPLUS
          </LinkButton>
          {signedIn ? null : (
            <Button variant="secondary" icon="log-in" onClick={requestSignIn}>
              Sign in
            </Button>
          )}
        </div>
      </Card>
      <section className="member-sample" aria-labelledby={sampleHeadingId}>
        <header className="member-sample__header">
          <h2 id={sampleHeadingId} className="member-sample__title">
            A sample of {name.toLowerCase()}
          </h2>
          <Badge tone="info" icon="info">
            Sample data
          </Badge>
        </header>
        <p className="member-sample__note">Made-up figures that show what members see here. They are not yours.</p>
        <div className="member-sample__body">{sample}</div>
      </section>
    </>
  );
}

/**
 * The body of a member screen: the member's own data once the API answered it, a preview for
 * everyone else (never an empty page or an error: the API's 403 `membership_required` is what
 * shows it), a skeleton while loading and a retry when loading failed.
 */
export function MemberFeature({
  name,
  about,
  sample,
  status,
  load,
  children,
}: {
  /** The feature's name as a sentence starts it: "Credit score". */
  name: string;
  about: ReactNode;
  sample: ReactNode;
  status: MemberLoadStatus;
  /** Loads the member's data (a thunk with a condition, so calling it twice loads once). */
  load: () => void;
  children: () => ReactNode;
}) {
  const authLevel = useAppSelector(selectAuthLevel);
  const signedIn = authLevel === 'Auth3';

  useEffect(() => {
    // The server render loads it; after a client navigation or a sign-in, load it here.
    if (signedIn && status === 'idle') load();
  }, [signedIn, status, load]);

  if (authLevel === 'unknown') return <Skeleton label={`Loading ${name.toLowerCase()}…`} />;
  if (!signedIn || status === 'membership_required') {
    return <MemberPreview name={name} about={about} sample={sample} signedIn={signedIn} />;
  }
  if (status === 'failed') {
    return (
      <ErrorState title={`We couldn’t load your ${name.toLowerCase()}`} onRetry={load}>
        <p>Check your connection and try again.</p>
      </ErrorState>
    );
  }
  if (status !== 'loaded') return <Skeleton label={`Loading ${name.toLowerCase()}…`} lines={6} />;
  return <>{children()}</>;
}

/**
 * A member screen that only shows a report (credit score, savings): its slice's report and status
 * drive MemberFeature, so each screen says only what the feature is and how its report is drawn.
 */
export function MemberReportFeature<Report>({
  select,
  loadReport,
  view,
  ...feature
}: {
  name: string;
  about: ReactNode;
  sample: ReactNode;
  /** The report's state: its slice's (createMemberReportSlice). */
  select: (state: RootState) => MemberReportState<Report>;
  /** Its load thunk's action creator. */
  loadReport: () => ThunkAction<unknown, RootState, ThunkExtra, UnknownAction>;
  /** Draws the member's own report. */
  view: (report: Report) => ReactNode;
}) {
  const dispatch = useAppDispatch();
  const { report, status } = useAppSelector(select);
  const load = useCallback(() => void dispatch(loadReport()), [dispatch, loadReport]);
  return (
    <MemberFeature {...feature} status={status} load={load}>
      {() => (report ? view(report) : null)}
    </MemberFeature>
  );
}
