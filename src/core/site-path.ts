// What a path on this site written by an editor (a link or an image) refers to, read the way a browser
// and a static host read it, or why it refers to nothing. Validation, the link graph and the file checks
// all go through here, so a path that cannot be read never reaches the route table. (Whether such a path
// names a file of public/ is a question for the file system: src/tooling/site-paths.ts.)

export type SitePath = { readonly ok: true; readonly path: string } | { readonly ok: false; readonly message: string };

/** Half of a surrogate pair without the other half: text no browser can put into an address. */
export const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** C0 and C1 control characters and DEL: no address or file name has them. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * The decoded path of a site-relative address ("/services/local-seo?x=1#top" is /services/local-seo),
 * or, in an editor's words, why the address cannot be read: a % that starts no escape, a character that
 * is no character, a control character, a backslash, an empty segment, or a . or .. segment (which
 * would climb out of the site: /../package.json).
 */
export function readSitePath(value: string): SitePath {
  // The same addresses come back on every page (menus, calls to action) and in every check that follows
  // links: each is read once.
  let read = readings.get(value);
  if (!read) {
    if (readings.size >= maxReadings) readings.clear();
    read = readOnce(value);
    readings.set(value, read);
  }
  return read;
}

const readings = new Map<string, SitePath>();
/** Enough for every address of a site of tens of thousands of pages; a long-running studio starts again past it. */
const maxReadings = 50_000;

function readOnce(value: string): SitePath {
  const written = value.replace(/[?#][\s\S]*$/, '');
  if (loneSurrogate.test(written))
    return { ok: false, message: `The address ${JSON.stringify(value)} contains a broken character. Retype it.` };
  let decoded: string;
  try {
    decoded = decodeURIComponent(written);
  } catch {
    return {
      ok: false,
      message: `The address ${value} has a % that is not followed by two hexadecimal digits, so browsers cannot read it. Write %25 for a percent sign, or leave the % out.`,
    };
  }
  if (controlCharacter.test(decoded) || decoded.includes('\\'))
    return { ok: false, message: `The address ${JSON.stringify(value)} contains a control character or a backslash. Remove it.` };
  const segments = decoded.split('/').slice(1);
  if (segments.some((s) => s === '.' || s === '..'))
    return { ok: false, message: `The address ${value} uses . or .., which would lead outside the site. Write the path from / instead.` };
  if (segments.slice(0, -1).some((s) => s === ''))
    return { ok: false, message: `The address ${value} has an empty part (//). Write each / once.` };
  return { ok: true, path: decoded };
}
