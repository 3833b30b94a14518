import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Language } from '../../../sdk/config';
import { buildPath, SCREENS, type Screen } from '../../../sdk/routes';

/** `[words](target)`: a link; the target is a screen of the route table, `mailto:` or `https:`. */
const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;
const PLACEHOLDER = /\{(\w+)\}/g;

/** Fills `{name}` placeholders; an unknown one stays visible, so a test can find it. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

/** True for a link target the texts may use. */
export function isLinkTarget(target: string): boolean {
  return (SCREENS as readonly string[]).includes(target) || /^mailto:[^@\s]+@[^@\s]+$/.test(target) || /^https:\/\//.test(target);
}

/**
 * A paragraph of a legal text as React nodes: placeholders filled, links
 * rendered (site pages through the router, in the page's language). No HTML
 * is parsed: the texts cannot inject markup.
 */
export function inlineText(text: string, values: Readonly<Record<string, string>>, language: Language): ReactNode[] {
  const filled = fillPlaceholders(text, values);
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of filled.matchAll(LINK)) {
    const [whole, words = '', target = ''] = match;
    nodes.push(filled.slice(last, match.index));
    nodes.push(<Fragment key={nodes.length}>{linkTo(target, words, language)}</Fragment>);
    last = match.index + whole.length;
  }
  nodes.push(filled.slice(last));
  return nodes.filter((node) => node !== '');
}

function linkTo(target: string, words: string, language: Language): ReactNode {
  if ((SCREENS as readonly string[]).includes(target)) return <Link to={buildPath(target as Screen, {}, language)}>{words}</Link>;
  if (isLinkTarget(target)) return <a href={target}>{words}</a>;
  return words;
}
