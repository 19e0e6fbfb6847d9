// Environment: server
// The account's messages (docs/product.md#outbox): what each says, in one place.
import { paths } from '../../src/routing/paths.js';
import { absoluteLink, composeMail, type ComposedMail, type MailContent } from './composeMail.js';

/** A message's button: `label`, opening `path` of the site. */
function button(origin: string, label: string, path: string): MailContent['action'] {
  return { label, url: absoluteLink(origin, path) };
}

export function verifyEmailMessage(origin: string, token: string): ComposedMail {
  return composeMail({
    subject: 'Confirm your email address for doxo',
    paragraphs: [
      'Welcome to doxo. Confirm that this is your email address, so we can send you reminders and receipts and help you back in if you forget your password.',
    ],
    action: button(origin, 'Confirm my email address', paths.verifyEmail(token)),
    afterAction: ['The link works once, for 48 hours. If you did not sign up, ignore this message.'],
  });
}

/** Sent instead of a second account when someone signs up with an address that has one. */
export function alreadyRegisteredMessage(origin: string): ComposedMail {
  return composeMail({
    subject: 'You already have a doxo account',
    paragraphs: [
      'Someone, probably you, just tried to create a doxo account with this email address. It already has an account, so nothing was created.',
      `To get in, sign in at ${absoluteLink(origin, paths.signIn())}. If you forgot your password, you can choose a new one:`,
    ],
    action: button(origin, 'Choose a new password', paths.forgotPassword()),
    afterAction: ['If it was not you, you can ignore this message: your account is unchanged.'],
  });
}

export function resetPasswordMessage(origin: string, token: string): ComposedMail {
  return composeMail({
    subject: 'Choose a new doxo password',
    paragraphs: ['Someone asked to choose a new password for the doxo account of this address.'],
    action: button(origin, 'Choose a new password', paths.resetPassword(token)),
    afterAction: [
      'The link works once, for 1 hour. Choosing a new password signs you out everywhere else.',
      'If it was not you, ignore this message: your password is unchanged.',
    ],
  });
}

export function confirmEmailChangeMessage(origin: string, token: string): ComposedMail {
  return composeMail({
    subject: 'Confirm your new email address for doxo',
    paragraphs: ['You asked to use this address for your doxo account. The change takes effect once you confirm it.'],
    action: button(origin, 'Use this email address', paths.confirmEmail(token)),
    afterAction: ['The link works once, for 24 hours. If it was not you, ignore this message.'],
  });
}

/**
 * After a change to how the account is reached or signed in to, told to the address that had it:
 * what changed and, should it not have been them, the way to take the account back.
 */
function accountChangedMessage(origin: string, subject: string, change: string): ComposedMail {
  return composeMail({
    subject,
    paragraphs: [
      change,
      `If you did not make this change, choose a new password at once: ${absoluteLink(origin, paths.forgotPassword())}`,
    ],
  });
}

/** To the old address once the new one confirmed: a takeover cannot happen silently. */
export function emailChangedMessage(origin: string, newEmail: string): ComposedMail {
  return accountChangedMessage(
    origin,
    'Your doxo email address was changed',
    `Your doxo account now uses ${newEmail}. Messages will go there from now on.`,
  );
}

export function passwordChangedMessage(origin: string): ComposedMail {
  return accountChangedMessage(
    origin,
    'Your doxo password was changed',
    'The password of your doxo account was just changed, and every other session was signed out.',
  );
}

/**
 * To an address someone asked to move their account to while it already has one: no link, and
 * the asker is told nothing different (docs/product.md#changing-the-email-address).
 */
export function emailChangeTakenMessage(origin: string): ComposedMail {
  return composeMail({
    subject: 'Someone tried to use this address for a doxo account',
    paragraphs: [
      'Someone asked to move a doxo account to this email address. This address already has a doxo account, so nothing was changed.',
      `To get into your own account, sign in at ${absoluteLink(origin, paths.signIn())}.`,
    ],
    afterAction: ['If it was not you, you can ignore this message: your account is unchanged.'],
  });
}

/** The goodbye, with what deleting the account canceled (docs/product.md#deleting-an-account). */
export function accountDeletedMessage(origin: string, canceled: readonly string[]): ComposedMail {
  return composeMail({
    subject: 'Your doxo account was deleted',
    paragraphs: [
      'Your doxo account was deleted, as you asked. You are signed out everywhere, and your bills, payment methods and profile are gone.',
      ...(canceled.length > 0
        ? [`We canceled what would have paid later: ${canceled.join('; ')}.`]
        : ['Nothing was scheduled to pay later, so nothing had to be canceled.']),
      `You are welcome back any time: ${absoluteLink(origin, paths.signUp())}`,
    ],
  });
}
