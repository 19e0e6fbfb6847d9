import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  CONTACT_LIMITS,
  contactMessageProblems,
  contactTopics,
  type ContactField,
  type ContactProblems,
} from '../api/contracts/contactContract.js';
import { paths } from '../routing/paths.js';
import { useAppDispatch } from '../store/hooks.js';
import { Card } from '../ui/Card.js';
import { FormAlert } from '../ui/FormAlert.js';
import { FormSubmit } from '../ui/FormSubmit.js';
import { Select } from '../ui/Select.js';
import { TextArea } from '../ui/TextArea.js';
import { TextField } from '../ui/TextField.js';
import { sendContactMessage } from './sendContactMessage.js';
import { WebsiteArticle } from './WebsiteArticle.js';
import { websitePages } from './websitePages.js';

/** How a form posted without the page's script came back (server/api/contactRoutes.ts). */
export type ContactOutcome =
  { kind: 'none' } | { kind: 'sent' } | { kind: 'invalid'; fields: ContactField[] } | { kind: 'rate_limited' };

const RATE_LIMITED_MESSAGE = 'Too many messages from here. Try again later, or write to us from another address.';
const fieldOrder: readonly ContactField[] = ['name', 'email', 'topic', 'message'];

/** The problems a posted form came back with: which fields, not what was typed (never echoed). */
function problemsOfOutcome(outcome: ContactOutcome): ContactProblems {
  if (outcome.kind !== 'invalid') return {};
  return Object.fromEntries(outcome.fields.map((field) => [field, 'Check this field.']));
}

/**
 * /contact (docs/product.md#contact-form): a message to the team, stored through the API. With
 * the page's script the form checks and sends itself; without it, it is a plain form post that
 * the API answers with a redirect back here.
 */
export function ContactPage({ apiBaseUrl, outcome }: { apiBaseUrl: string; outcome: ContactOutcome }) {
  const dispatch = useAppDispatch();
  const [problems, setProblems] = useState<ContactProblems>(() => problemsOfOutcome(outcome));
  const [formError, setFormError] = useState<string | null>(
    outcome.kind === 'rate_limited' ? RATE_LIMITED_MESSAGE : null,
  );
  const [sent, setSent] = useState(outcome.kind === 'sent');
  const [busy, setBusy] = useState(false);
  const confirmation = useRef<HTMLHeadingElement>(null);
  /** Set when this page sent the message: the confirmation then takes focus once it is drawn. */
  const justSent = useRef(false);
  useEffect(() => {
    if (!sent || !justSent.current) return;
    justSent.current = false;
    // The form is gone: move focus to what replaced it, so screen readers hear it.
    confirmation.current?.focus();
  }, [sent]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    const message = {
      name: read('name'),
      email: read('email'),
      topic: read('topic'),
      message: read('message'),
      website: read('website'),
    };
    const found = contactMessageProblems(message);
    setProblems(found);
    setFormError(null);
    const firstInvalid = fieldOrder.find((field) => found[field]);
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setBusy(true);
    const result = await dispatch(sendContactMessage(message));
    setBusy(false);
    if (sendContactMessage.fulfilled.match(result)) {
      justSent.current = true;
      setSent(true);
      return;
    }
    setFormError(result.payload?.message || 'We couldn’t send your message. Try again.');
  };

  return (
    <WebsiteArticle
      page={websitePages.contact}
      intro={
        <>
          A question, a payment that went wrong, feedback: write to us and we answer by email, usually within two
          business days. Many answers are already on the <a href={paths.support()}>support page</a>.
        </>
      }
    >
      {sent ? (
        <Card>
          <h2 ref={confirmation} tabIndex={-1} className="card__title">
            Thank you, your message has been sent
          </h2>
          <p role="status">We answer by email, usually within two business days.</p>
          <p>
            <a href={paths.home()}>Back to the home page</a>
          </p>
        </Card>
      ) : (
        <Card>
          <form
            className="form"
            method="post"
            action={`${apiBaseUrl}/contact_messages`}
            noValidate
            onSubmit={(event) => void submit(event)}
          >
            <FormAlert>{formError}</FormAlert>
            {outcome.kind === 'invalid' && !formError ? <FormAlert>Some fields need your attention.</FormAlert> : null}
            <TextField
              label="Your name"
              name="name"
              autoComplete="name"
              required
              maxLength={CONTACT_LIMITS.nameMax}
              error={problems.name}
            />
            <TextField
              label="Email address"
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={CONTACT_LIMITS.emailMax}
              error={problems.email}
            />
            <Select label="What is it about?" name="topic" required defaultValue="" error={problems.topic}>
              <option value="" disabled>
                Choose a topic
              </option>
              {contactTopics.map((topic) => (
                <option key={topic.value} value={topic.value}>
                  {topic.label}
                </option>
              ))}
            </Select>
            <TextArea
              label="Your message"
              name="message"
              rows={6}
              required
              minLength={CONTACT_LIMITS.messageMin}
              maxLength={CONTACT_LIMITS.messageMax}
              hint="For a payment, give its confirmation number from the receipt. Never send a card or account number."
              error={problems.message}
            />
            {/* The honeypot: hidden from people and screen readers, filled in only by scripts. */}
            <div className="contact-honeypot" aria-hidden="true">
              <label htmlFor="contact-website">Leave this empty</label>
              <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
            </div>
            <FormSubmit variant="primary" busy={busy}>
              Send message
            </FormSubmit>
          </form>
        </Card>
      )}
    </WebsiteArticle>
  );
}
