// The options the studio's form validator is made with, in both studios: compiled in the page by the local
// studio (local/client.ts), and ahead of time by the build for the studio on the web (build/hosted-data.ts),
// whose policy lets nothing compile code in the browser. One set, so the two validate alike.
export const formValidatorOptions = { ajvOptionsOverrides: { strict: false, validateSchema: false } };
