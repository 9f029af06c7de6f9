// What each of the studio's JSON requests holds, checked where the request comes in, before any operation
// reads it: a field of the wrong type (or a body that is null, a list or a text) is a 400 in words, never
// a TypeError deep inside an operation answered 500 with a stack trace in the server's log.
import { RequestError } from './request.ts';

/** One field's rule: its test, and what it should be, in words (or what is wrong with the value, when that says more). */
interface Rule<T> {
  holds: (value: unknown) => value is T;
  says: string;
  wrong?: (value: unknown) => string | undefined;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isFields = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const fileName: Rule<string> = { holds: isText, says: 'a page file name (a text)' };
const text: Rule<string> = { holds: isText, says: 'a text' };
const optional = <T>(rule: Rule<T>): Rule<T | undefined> => ({
  holds: (value): value is T | undefined => value === undefined || rule.holds(value),
  says: `${rule.says}, or left out`,
  wrong: rule.wrong,
});
/** Whether this computer knows a time zone by that name (Europe/London, UTC). */
const knownTimeZone = (name: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
};
const timeZone: Rule<string> = {
  holds: (value): value is string => isText(value) && knownTimeZone(value),
  says: 'a time zone (such as Europe/London)',
  wrong: (value) => (isText(value) ? `${JSON.stringify(value)} is an unknown time zone` : undefined),
};
const time: Rule<string> = {
  holds: (value): value is string => isText(value) && !Number.isNaN(new Date(value).getTime()),
  says: 'a time (an ISO text)',
};
const page: Rule<Record<string, unknown>> = { holds: isFields, says: 'a page (an object of fields)' };
const base: Rule<string | null> = {
  holds: (value): value is string | null => value === null || isText(value),
  says: "the page's fingerprint when it was opened (a text), or null for a new page",
};
const listedPages: Rule<{ file: string; hash: string }[]> = {
  holds: (value): value is { file: string; hash: string }[] =>
    Array.isArray(value) && value.every((entry) => isFields(entry) && isText(entry.file) && isText(entry.hash)),
  says: 'a list of pages, each with its file name and fingerprint (texts)',
};

/** Each operation's fields: what it is called in words, and the rule of each field. */
const shapes = {
  check: { doing: 'check a page', fields: { file: optional(fileName), text } },
  save: { doing: 'save a page', fields: { file: fileName, data: page, base } },
  'update-links': { doing: 'update links', fields: { from: text, to: text, pages: listedPages } },
  publish: { doing: 'publish a page', fields: { file: fileName, publishAt: optional(time), timeZone: optional(timeZone) } },
  version: { doing: 'open a version of a page', fields: { file: fileName, id: text } },
  schedule: { doing: 'change the publish time', fields: { file: fileName, publishAt: optional(time), timeZone } },
} satisfies Record<string, { doing: string; fields: Record<string, Rule<unknown>> }>;

type Operation = keyof typeof shapes;
type Fields<O extends Operation> = {
  [F in keyof (typeof shapes)[O]['fields']]: (typeof shapes)[O]['fields'][F] extends Rule<infer T> ? T : never;
};

/** The body of a request to `operation`, with the types that operation expects, or a RequestError (400) saying what is wrong. */
export function requestFor<O extends Operation>(operation: O, body: unknown): Fields<O> {
  const { doing, fields } = shapes[operation];
  const again = 'Reload the page and try again.';
  if (!isFields(body)) throw new RequestError(400, `The studio's request to ${doing} could not be read (it holds no fields). ${again}`);
  for (const [name, rule] of Object.entries(fields) as [string, Rule<unknown>][]) {
    if (!rule.holds(body[name])) {
      const wrong = rule.wrong?.(body[name]) ?? `"${name}" should be ${rule.says}`;
      throw new RequestError(400, `The studio's request to ${doing} could not be read: ${wrong}. ${again}`);
    }
  }
  return body as Fields<O>;
}
