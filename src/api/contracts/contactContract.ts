// Environment: server and browser
// POST /contact_messages: a message from the website's contact form (docs/product.md#contact-form).
// The rules are checked by the form before sending and by the API on arrival, from this one module.

export const contactTopics = [
  { value: 'question', label: 'A question about doxo' },
  { value: 'payment', label: 'A payment' },
  { value: 'account', label: 'My account or my data' },
  { value: 'feedback', label: 'Feedback' },
] as const;
export type ContactTopic = (typeof contactTopics)[number]['value'];

export const CONTACT_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  messageMin: 10,
  messageMax: 4000,
} as const;

/** What the form sends. `website` is the honeypot: people never see it, so never fill it in. */
export type ContactMessageRequest = {
  name: string;
  email: string;
  topic: string;
  message: string;
  website?: string;
};

export type ContactMessageResponse = { received_at: string };

export type ContactField = 'name' | 'email' | 'topic' | 'message';
export type ContactProblems = Partial<Record<ContactField, string>>;

/** One address shape the browser's own `type=email` check also accepts: something@host.tld. */
const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/** Trims every field, so what is checked is what is stored. */
export function normalizedContactMessage(input: ContactMessageRequest): ContactMessageRequest {
  return {
    name: input.name.trim(),
    email: input.email.trim(),
    topic: input.topic.trim(),
    message: input.message.trim(),
    website: input.website?.trim() ?? '',
  };
}

/** Each field's problem, in words the visitor reads beside the field; empty when it can be sent. */
export function contactMessageProblems(raw: ContactMessageRequest): ContactProblems {
  const input = normalizedContactMessage(raw);
  const problems: ContactProblems = {};
  if (!input.name) problems.name = 'Enter your name.';
  else if (input.name.length > CONTACT_LIMITS.nameMax)
    problems.name = `Use at most ${CONTACT_LIMITS.nameMax} characters.`;
  if (!input.email) problems.email = 'Enter your email address, so we can answer.';
  else if (input.email.length > CONTACT_LIMITS.emailMax || !EMAIL_PATTERN.test(input.email))
    problems.email = 'Enter an email address like name@example.com.';
  if (!contactTopics.some((topic) => topic.value === input.topic))
    problems.topic = 'Choose what your message is about.';
  if (input.message.length < CONTACT_LIMITS.messageMin)
    problems.message = `Write at least ${CONTACT_LIMITS.messageMin} characters.`;
  else if (input.message.length > CONTACT_LIMITS.messageMax)
    problems.message = `Use at most ${CONTACT_LIMITS.messageMax} characters.`;
  return problems;
}
