// Lighthouse loads its error-reporting package only when error reporting is turned on, inside a try that
// carries on without it (lighthouse/core/lib/sentry.js). This project never turns it on, and never sends a
// report of a run to Lighthouse's makers; the package (with the 60 MB of telemetry libraries it brings) is
// not installed. Loading this one fails, so reporting stays off even if a flag turned it on.
throw new Error('Lighthouse error reporting is not installed in this project (see packages/lighthouse-without-error-reports).');
