import { describe, expect, it } from 'vitest';
import { isBrowserNoise, isNoiseMessage, isThrownByExtension } from './browserNoiseFilter.js';

const appFrame = { file: 'https://app.example.com/assets/entry-client.js' };

function error(message: string, files: string[] = [appFrame.file]) {
  return { type: 'Error', message, backtrace: files.map((file) => ({ file })) };
}

describe('browser noise filter', () => {
  it.each([
    'Script error.',
    'Script error',
    'ResizeObserver loop limit exceeded',
    'ResizeObserver loop completed with undelivered notifications.',
    'Non-Error promise rejection captured with value: undefined',
    'Extension context invalidated.',
    "Cannot read properties of undefined (reading 'top.GLOBALS')",
    'Failed to load chrome-extension://abcdef/content.js',
  ])('drops the noise message %j', (message) => {
    expect(isNoiseMessage(message)).toBe(true);
    expect(isBrowserNoise([error(message)])).toBe(true);
  });

  it.each([
    "Cannot read properties of undefined (reading 'list')",
    'Request failed with status code 503',
    'Script error in biller form',
  ])('keeps the real error %j', (message) => {
    expect(isBrowserNoise([error(message)])).toBe(false);
  });

  it.each([
    'chrome-extension://abc/content.js',
    'moz-extension://abc/content.js',
    'safari-extension://abc/content.js',
    'safari-web-extension://abc/content.js',
  ])('drops an error thrown from %s', (file) => {
    expect(isBrowserNoise([error('x is not a function', [file, appFrame.file])])).toBe(true);
  });

  it('keeps our error when an extension only wraps our code deeper in the stack', () => {
    const frames = [appFrame.file, 'chrome-extension://abc/hook.js'];
    expect(isThrownByExtension(frames.map((file) => ({ file })))).toBe(false);
    expect(isBrowserNoise([error('listings failed', frames)])).toBe(false);
  });

  it('looks past frames without a file to the frame that threw', () => {
    expect(isThrownByExtension([{ file: '' }, { file: 'moz-extension://abc/a.js' }])).toBe(true);
    expect(isThrownByExtension([])).toBe(false);
  });
});
