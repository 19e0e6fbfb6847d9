import { describe, expect, it } from 'vitest';
import { contactMessageProblems } from './contactContract.js';

const valid = {
  name: 'Ada Payer',
  email: 'ada@example.com',
  topic: 'payment',
  message: 'My water bill payment is late.',
};

describe('contactMessageProblems', () => {
  it('accepts a complete message, trimming what it checks', () => {
    expect(contactMessageProblems({ ...valid, name: '  Ada  ' })).toEqual({});
  });

  it('names each field that is wrong', () => {
    expect(contactMessageProblems({ name: ' ', email: 'ada@', topic: 'spam', message: 'short' })).toEqual({
      name: 'Enter your name.',
      email: 'Enter an email address like name@example.com.',
      topic: 'Choose what your message is about.',
      message: 'Write at least 10 characters.',
    });
  });

  it('refuses markup in the address and messages over the limit', () => {
    expect(contactMessageProblems({ ...valid, email: '<b>@x.com' }).email).toBeDefined();
    expect(contactMessageProblems({ ...valid, message: 'x'.repeat(4001) }).message).toBe(
      'Use at most 4000 characters.',
    );
  });
});
