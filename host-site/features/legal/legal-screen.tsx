import { use, useEffect, type ReactNode } from 'react';
import { TERMS_VERSION } from '../../../sdk/account';
import type { Language } from '../../../sdk/config';
import { openCookieSettings } from '../../../sdk/consent/actions';
import { usePage, type PageInfo } from '../../shared/page/page-context';
import { PageHead } from '../../shared/seo/page-head';
import { useAppServices } from '../../shared/services/app-services';
import { fillPlaceholders, inlineText } from './inline-text';
import { loadedLegalTexts, loadLegalTexts, type LegalBlock, type LegalTexts } from './legal-texts';
import type { BrandOperator } from '../../../sdk/brands';
import { operatorPlaceholders } from './operator';
import { StorageTable } from './storage-table';
import './legal.css';

/** The page route awaits this before the legal page renders: the texts of the page's language (their own chunk). */
export function prepareLegal(page: PageInfo): Promise<LegalTexts> {
  return loadLegalTexts(page.language);
}

/**
 * The terms of service and the data-protection notice (spec 000 §2 "Legal",
 * issue 12 §5), in the page's language with the brand's name. The texts are
 * static modules: no request to the server is needed to show them, and they
 * stay readable without confirming the age gate.
 */
export function LegalScreen() {
  const { screen, language } = usePage();
  const { brand } = useAppServices();
  // Loaded before the page renders (prepareLegal), so the server render and the hydration do not suspend.
  const texts = loadedLegalTexts(language) ?? use(loadLegalTexts(language));
  const terms = screen === 'termsOfService';
  const document = terms ? texts.terms : texts.dataProtection;
  // A link into a section (/en/data-protection/#consent): the browser could not scroll before the text was there.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) window.document.getElementById(id)?.scrollIntoView();
  }, []);
  const values = { ...operatorPlaceholders(brand.operator), brand: brand.name };
  const inline = (text: string) => inlineText(text, values, language);
  const plain = (text: string) => fillPlaceholders(text, values);
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${TERMS_VERSION}T00:00:00Z`));

  return (
    <article className="page legal-page" data-legal={terms ? 'terms' : 'dataProtection'}>
      <PageHead title={plain(document.title)} description={terms ? 'seo.termsOfService' : 'seo.dataProtection'} />
      <header className="legal-page__header">
        <h1 className="page__title">{document.title}</h1>
        <p className="legal-page__as-of">{texts.ui.asOf.replace('{date}', date)}</p>
        <p className="legal-page__intro">{inline(document.intro)}</p>
      </header>
      <nav className="legal-page__contents" aria-label={texts.ui.contents}>
        <h2 className="legal-page__contents-title">{texts.ui.contents}</h2>
        <ol>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{plain(section.title)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section) => (
        <section key={section.id} id={section.id} className="legal-page__section" aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{plain(section.title)}</h2>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} texts={texts} language={language} inline={inline} operator={brand.operator} />
          ))}
        </section>
      ))}
    </article>
  );
}

interface BlockProps {
  block: LegalBlock;
  texts: LegalTexts;
  language: Language;
  inline: (text: string) => ReactNode[];
  operator: BrandOperator;
}

function Block({ block, texts, language, inline, operator }: BlockProps) {
  if (typeof block === 'string') return <p>{inline(block)}</p>;
  if ('list' in block) {
    return (
      <ul>
        {block.list.map((item, index) => (
          <li key={index}>{inline(item)}</li>
        ))}
      </ul>
    );
  }
  if ('heading' in block) return <h3 className="legal-page__subheading">{inline(block.heading)}</h3>;
  if (block.insert === 'operator') return <OperatorBlock texts={texts} language={language} operator={operator} />;
  if (block.insert === 'storageTable') return <StorageTable texts={texts} language={language} />;
  return (
    // The banner of the consent layer (mounted by the page layout) reopens with its switches.
    <p>
      <button type="button" className="button legal-page__consent" onClick={openCookieSettings}>
        {texts.ui.openSettings}
      </button>
    </p>
  );
}

/** Who runs the brand's site: its config file's operator, with its country in the page's language. */
function OperatorBlock({ texts, language, operator }: { texts: LegalTexts; language: Language; operator: BrandOperator }) {
  const { ui } = texts;
  const country = new Intl.DisplayNames([language], { type: 'region' }).of(operator.country) ?? operator.country;
  return (
    <div className="legal-page__operator">
      <address>
        <strong>{operator.company}</strong>
        <br />
        {operator.street}
        <br />
        {operator.postcode} {operator.city}
        <br />
        {country}
      </address>
      <dl>
        <dt>{ui.managingDirector}</dt>
        <dd>{operator.managingDirector}</dd>
        <dt>{ui.register}</dt>
        <dd>{operator.register}</dd>
        <dt>{ui.vatId}</dt>
        <dd>{operator.vatId}</dd>
        <dt>{ui.email}</dt>
        <dd>
          <a href={`mailto:${operator.supportEmail}`}>{operator.supportEmail}</a>
        </dd>
      </dl>
      <p className="legal-page__demo-note">{ui.demoNote}</p>
    </div>
  );
}

/** This module as the page route imports it (host-site/app/feature-loaders.ts FeatureModule). */
export { LegalScreen as Screen, prepareLegal as prepare };
