import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSmtpTransport } from './mailDelivery.js';

const sendMail = vi.fn(() => Promise.resolve());
const createTransport = vi.fn(() => ({ sendMail }));
vi.mock('nodemailer', () => ({ default: { createTransport } }));

beforeEach(() => {
  sendMail.mockClear();
  createTransport.mockClear();
});

const message = {
  from: 'a@doxo.test',
  to: 'b@doxo.test',
  subject: 'Hi',
  text: 'Hello',
  html: '<p>Hello</p>',
};

describe('the SMTP transport', () => {
  it('is made on the first message sent, not when the server starts, and then kept', async () => {
    const transport = createSmtpTransport('smtp://127.0.0.1:2525');
    expect(createTransport).not.toHaveBeenCalled();
    await transport.send(message);
    await transport.send(message);
    expect(createTransport).toHaveBeenCalledTimes(1);
    expect(createTransport).toHaveBeenCalledWith('smtp://127.0.0.1:2525');
    expect(sendMail).toHaveBeenCalledTimes(2);
  });

  it('is made again on the next message when making it failed', async () => {
    createTransport.mockImplementationOnce(() => {
      throw new Error('bad url');
    });
    const transport = createSmtpTransport('smtp://127.0.0.1:2525');
    await expect(transport.send(message)).rejects.toThrow('bad url');
    await transport.send(message);
    expect(createTransport).toHaveBeenCalledTimes(2);
    expect(sendMail).toHaveBeenCalledTimes(1);
  });
});
