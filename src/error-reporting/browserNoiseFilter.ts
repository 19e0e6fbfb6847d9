// docs/product.md#error-noise: the reporter drops known browser-noise messages and errors raised by
// browser extensions. They are not ours to fix and would drown the real errors of the product.

/** The part of an Airbrake notice error the filter reads. */
export type NoticeErrorLike = {
  type: string;
  message: string;
  backtrace: readonly { file: string }[];
};

/**
 * Messages the browser or an extension produces that carry no actionable information:
 * cross-origin "Script error.", benign ResizeObserver loop warnings, promise rejections with a
 * non-Error value, and globals injected by well-known toolbars and extensions.
 */
export const NOISE_MESSAGE_PATTERNS: readonly RegExp[] = [
  /^(?:Uncaught )?Script error\.?$/,
  /ResizeObserver loop limit exceeded/,
  /ResizeObserver loop completed with undelivered notifications/,
  /^Non-Error promise rejection captured/,
  /Extension context invalidated/,
  /top\.GLOBALS/,
  /originalCreateNotification/,
  /canvas\.contentDocument/,
  /MyApp_RemoveAllHighlights/,
  /atomicFindClose/,
  /fb_xd_fragment/,
  /bmi_SafeAddOnload/,
  /EBCallBackMessageReceived/,
  /conduitPage/,
  /(?:chrome|moz|safari|safari-web)-extension:\/\//,
];

/** Script URLs of browser extensions (Chromium, Firefox, Safari legacy and web extensions). */
export const EXTENSION_URL_PATTERN =
  /^(?:chrome-extension|moz-extension|safari-extension|safari-web-extension|ms-browser-extension):\/\//;

export function isNoiseMessage(message: string): boolean {
  return NOISE_MESSAGE_PATTERNS.some((pattern) => pattern.test(message));
}

/**
 * True when the frame that threw (the first frame that names a file) belongs to an extension.
 * Only the throwing frame counts: an extension that merely wraps our listeners appears deeper in
 * the stack of our own real errors, and those must still be reported.
 */
export function isThrownByExtension(backtrace: readonly { file: string }[]): boolean {
  const throwingFrame = backtrace.find((frame) => frame.file !== '');
  return throwingFrame !== undefined && EXTENSION_URL_PATTERN.test(throwingFrame.file);
}

export function isBrowserNoise(errors: readonly NoticeErrorLike[]): boolean {
  return errors.some((error) => isNoiseMessage(error.message) || isThrownByExtension(error.backtrace));
}
