import { Fragment, type ReactNode } from 'react';

/**
 * Renders a translated text with named tags ("I accept the <terms>terms</terms>"):
 * each tag's content goes through its renderer (a link), the rest stays text.
 * Translators move the tags with the words; no HTML is ever parsed.
 */
export function taggedText(text: string, renderers: Record<string, (content: string) => ReactNode>): ReactNode[] {
  const parts: ReactNode[] = [];
  const tag = /<(\w+)>(.*?)<\/\1>/g;
  let last = 0;
  for (const match of text.matchAll(tag)) {
    const [whole, name = '', content = ''] = match;
    const render = renderers[name];
    parts.push(text.slice(last, match.index));
    parts.push(<Fragment key={parts.length}>{render ? render(content) : content}</Fragment>);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return parts.filter((part) => part !== '');
}
