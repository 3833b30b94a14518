/**
 * The page's breadcrumb trail (spec 001 §2 "Breadcrumb keys for content"; issue 15 item 6): drawn on the server from
 * the names the page already holds, by the same rule the REST route answers (sdk/breadcrumbs), so the trail costs no
 * extra request. The last step is the page itself (aria-current), not a link.
 */
import { Link } from 'react-router';
import { breadcrumbTrail } from '../../../sdk/breadcrumbs/rules';
import type { BreadcrumbItem, BreadcrumbSubject, BreadcrumbType } from '../../../sdk/breadcrumbs/types';
import { useSiteT } from '../i18n/use-site-t';
import { usePage } from '../page/page-context';
import './breadcrumbs.css';

export function Breadcrumbs({ type, subject = {} }: { type: BreadcrumbType; subject?: BreadcrumbSubject }) {
  const { language } = usePage();
  return <BreadcrumbNav trail={breadcrumbTrail(type, subject, language)} type={type} />;
}

/** A trail the page builds itself (a page without a spec breadcrumb key, such as a collection), drawn the same way. */
export function BreadcrumbNav({ trail, type }: { trail: readonly BreadcrumbItem[]; type: string }) {
  const t = useSiteT();
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumbs.label')} data-breadcrumb={type}>
      <ol className="breadcrumbs__list">
        {trail.map((item, index) => (
          <li key={item.path} className="breadcrumbs__item">
            {index === trail.length - 1 ? <span aria-current="page">{item.name}</span> : <Link to={item.path}>{item.name}</Link>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
