/**
 * A short rendering of a request value for an error message ("..., got [1,2]").
 * Error answers echo what came, but the caller controls it: a body nested
 * 10,000 deep made JSON.stringify overflow the stack inside the error handler
 * (a 500), and a 1 MB string would be echoed whole. This never throws, never
 * recurses deeper than a few levels (so cycles end too) and stops writing at
 * `maxLength` characters.
 */

const MAX_DEPTH = 3;

/** JSON-like text of `value`, at most `maxLength` characters ('…' marks a cut); undefined reads "nothing". */
export function preview(value: unknown, maxLength = 80): string {
  if (value === undefined) return 'nothing';
  let text = '';
  const full = () => text.length > maxLength;
  const visit = (node: unknown, depth: number): void => {
    if (full()) return;
    if (typeof node === 'string') {
      text += JSON.stringify(node.length > maxLength ? node.slice(0, maxLength) : node);
    } else if (node === null || typeof node !== 'object') {
      text += typeof node === 'function' ? 'a function' : String(node);
    } else if (depth >= MAX_DEPTH) {
      text += Array.isArray(node) ? '[…]' : '{…}';
    } else if (Array.isArray(node)) {
      text += '[';
      for (let index = 0; index < node.length && !full(); index++) {
        if (index > 0) text += ',';
        visit(node[index], depth + 1);
      }
      text += ']';
    } else {
      text += '{';
      let first = true;
      for (const key of Object.keys(node)) {
        if (full()) break;
        text += `${first ? '' : ','}${JSON.stringify(key.slice(0, maxLength))}:`;
        first = false;
        visit((node as Record<string, unknown>)[key], depth + 1);
      }
      text += '}';
    }
  };
  try {
    visit(value, 0);
  } catch {
    // A getter or proxy that throws: say what kind of thing came instead.
    return typeof value === 'object' ? 'an unreadable value' : typeof value;
  }
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}

/** `text` cut to `maxLength` characters ('…' marks a cut): error messages and field names stay one short line. */
export function bounded(text: string, maxLength: number): string {
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}
