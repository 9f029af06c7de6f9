/**
 * A JSON Schema pattern (a regular expression that matches anywhere unless anchored) as an HTML `pattern`
 * attribute, which the browser anchors to the whole value and compiles with the `v` flag. The browser then
 * enforces the schema's rule on a post without JavaScript too.
 */
export function htmlPattern(schemaPattern: string): string {
  const start = schemaPattern.startsWith('^') ? schemaPattern.slice(1) : `.*(?:${schemaPattern})`;
  const anchoredEnd = /(^|[^\\])(\\\\)*\$$/.test(start);
  return anchoredEnd ? start.slice(0, -1) : `(?:${start}).*`;
}
