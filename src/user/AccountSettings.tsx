import { useState, type FormEvent } from 'react';
import type { ActiveSessionsResponse } from '../api/contracts/accountContract.js';
import type { MeResponse } from '../api/contracts/sessionContract.js';
import { useContainer } from '../container/ContainerContext.js';
import { useAppDispatch } from '../store/hooks.js';
import { Button } from '../ui/Button.js';
import { Card } from '../ui/Card.js';
import { FormAlert } from '../ui/FormAlert.js';
import { FormSubmit } from '../ui/FormSubmit.js';
import { TextField } from '../ui/TextField.js';
import { useToast } from '../ui/Toast.js';
import { displayNameProblem, fieldProblemMessages, personalWords, zipCodeProblem } from './accountRules.js';
import { changePassword, changeProfile, loadSessions, signOutOthers } from './accountThunks.js';
import { DeleteAccountCard, DownloadDataCard } from './AccountDataCards.js';
import { EmailAddressSection } from './EmailAddressSection.js';
import { CurrentPasswordField } from './AccountFields.js';
import { formErrorsOf } from './formErrorsOf.js';
import { formValues } from './formValues.js';
import { NewPasswordField, passwordStrengthProblem } from './NewPasswordField.js';

type Errors = Record<string, string | undefined>;

const TRY_AGAIN = 'We couldn’t save this just now. Please try again.';

function ProfileCard({ me }: { me: MeResponse }) {
  const dispatch = useAppDispatch();
  const container = useContainer();
  const toast = useToast();
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const profile = formValues(event.currentTarget, ['display_name', 'zip_code']);
    const nameProblem = displayNameProblem(profile.display_name);
    const zipProblem = zipCodeProblem(profile.zip_code);
    if (nameProblem || zipProblem) {
      setErrors({
        display_name: nameProblem && fieldProblemMessages[nameProblem],
        zip_code: zipProblem && fieldProblemMessages[zipProblem],
      });
      return;
    }
    setBusy(true);
    const result = await dispatch(changeProfile(profile));
    setBusy(false);
    if (changeProfile.fulfilled.match(result)) {
      setErrors({});
      // The container's shared data follows (name, location): the open page updates at once.
      await container?.refreshSession();
      toast.show('Your profile is saved.', { tone: 'success' });
    } else {
      setErrors(formErrorsOf(result.payload, TRY_AGAIN));
    }
  };
  return (
    <Card heading="Profile">
      <EmailAddressSection me={me} />
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="Display name"
          id="settings-display-name"
          name="display_name"
          autoComplete="name"
          defaultValue={me.display_name ?? me.username}
          error={errors.display_name}
        />
        <TextField
          label="ZIP code"
          id="settings-zip"
          name="zip_code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          hint="Your place: the billers and typical amounts we show follow it."
          defaultValue={me.location.zipcode ?? ''}
          error={errors.zip_code}
        />
        <FormAlert>{errors.form}</FormAlert>
        <FormSubmit busy={busy}>Save profile</FormSubmit>
      </form>
    </Card>
  );
}

function PasswordCard({ me, onChanged }: { me: MeResponse; onChanged: () => void }) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const related = personalWords({
    email: me.email,
    zip_code: me.location.zipcode ?? undefined,
    display_name: me.display_name,
  });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const change = formValues(formElement, ['current_password', 'new_password']);
    setBusy(true);
    try {
      const weak = await passwordStrengthProblem(change.new_password, related);
      if (!change.current_password || weak) {
        setErrors({
          current_password: change.current_password ? undefined : 'Enter your current password.',
          new_password: weak,
        });
        return;
      }
      const result = await dispatch(changePassword(change));
      if (changePassword.fulfilled.match(result)) {
        setErrors({});
        formElement.reset();
        toast.show('Your password is changed. Every other session was signed out.', {
          tone: 'success',
        });
        onChanged();
      } else {
        setErrors(formErrorsOf(result.payload, TRY_AGAIN));
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card heading="Password">
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <CurrentPasswordField id="settings-current-password" error={errors.current_password} />
        <NewPasswordField
          id="settings-new-password"
          name="new_password"
          label="New password"
          error={errors.new_password}
          related={related}
        />
        <FormAlert>{errors.form}</FormAlert>
        <FormSubmit icon="key-round" busy={busy}>
          Change password
        </FormSubmit>
      </form>
    </Card>
  );
}

const seenFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function SessionsCard({
  sessions,
  onSignedOut,
}: {
  sessions: ActiveSessionsResponse['sessions'];
  onSignedOut: () => void;
}) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const others = sessions.filter((session) => !session.current).length;
  const signOut = async () => {
    setBusy(true);
    const result = await dispatch(signOutOthers());
    setBusy(false);
    if (signOutOthers.fulfilled.match(result)) {
      toast.show(
        result.payload.signed_out === 1
          ? 'One other session was signed out.'
          : `${result.payload.signed_out} other sessions were signed out.`,
        { tone: 'success' },
      );
      onSignedOut();
    } else {
      toast.show(TRY_AGAIN, { tone: 'danger' });
    }
  };
  return (
    <Card heading="Where you’re signed in">
      <ul className="session-list">
        {sessions.map((session) => (
          <li key={session.id} className="session-list__item">
            <span className="session-list__device">
              {session.device ?? 'Unknown device'}
              {session.current ? <strong> (this device)</strong> : null}
            </span>
            <span className="session-list__detail">
              From {session.place ?? 'an unknown place'}, last seen{' '}
              {seenFormat.format(new Date(session.last_seen_at ?? session.signed_in_at))}
            </span>
          </li>
        ))}
      </ul>
      <div className="form-actions">
        <Button variant="secondary" icon="log-out" busy={busy} disabled={others === 0} onClick={() => void signOut()}>
          Sign out of the others
        </Button>
      </div>
    </Card>
  );
}

/** `/u/user-account` for a signed-in person (docs/product.md#account-settings). */
export function AccountSettings({
  me,
  sessions: initialSessions,
}: {
  me: MeResponse;
  sessions: ActiveSessionsResponse | null;
}) {
  const dispatch = useAppDispatch();
  const [sessions, setSessions] = useState(initialSessions?.sessions ?? []);
  const reload = () => {
    void dispatch(loadSessions()).then((result) => {
      if (loadSessions.fulfilled.match(result)) setSessions(result.payload.sessions);
    });
  };
  return (
    <div className="account-page">
      <ProfileCard me={me} />
      <PasswordCard me={me} onChanged={reload} />
      <SessionsCard sessions={sessions} onSignedOut={reload} />
      <DownloadDataCard />
      <DeleteAccountCard />
    </div>
  );
}
