import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './section-heading.css';

export interface SectionHeadingProps {
  id: string;
  children: ReactNode;
  /** Optional "see all" link beside the heading. */
  seeAll?: { to: string; text: string };
}

/**
 * A grid section's h2 with an optional "see all" link; `id` lets the section use aria-labelledby.
 * The link's name is its visible text followed by the heading ("See all: New videos"): it starts
 * with what is seen (WCAG 2.5.3 label in name) and still says which list it opens.
 */
export function SectionHeading({ id, children, seeAll }: SectionHeadingProps) {
  return (
    <div className="section-heading">
      <h2 id={id} className="section-heading__title">
        {children}
      </h2>
      {seeAll ? (
        <Link className="section-heading__link" to={seeAll.to}>
          {seeAll.text}
          <span className="visually-hidden">: {children}</span>
        </Link>
      ) : null}
    </div>
  );
}
