// Environment: server (tests)
// A process that fails as a server might: Vike's handlers installed (by loading vike/server),
// then ours, then an exception nothing catches (argv[2]: uncaughtException or
// unhandledRejection). The notice goes to the collector at argv[3].
import 'vike/server';
import { reportServerError } from '../../../src/error-reporting/serverErrorReporter.js';
import { handleProcessFailures } from '../handleProcessFailures.js';

const [, , failure, noticesUrl] = process.argv;

handleProcessFailures({
  report: (error, context) =>
    reportServerError(error, context, noticesUrl ? { noticesUrl, environment: 'test' } : undefined),
  shutDown: (reason) => {
    console.log(`shutting down after ${reason}`);
    process.exit(1);
  },
});

setTimeout(() => {
  if (failure === 'unhandledRejection') void Promise.reject(new RangeError('rejected on purpose'));
  else throw new TypeError('thrown on purpose');
}, 10);
// Without our handlers Vike's would print the error and this timer would keep the process up.
setTimeout(() => console.log('still running'), 5_000);
