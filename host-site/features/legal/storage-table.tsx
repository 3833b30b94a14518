import type { Language } from '../../../sdk/config';
import { CONSENT_CATEGORIES, type ConsentCategory } from '../../../sdk/consent/rules';
import { itemsOfCategory, type StorageItem, type StorageLifetime } from '../../../sdk/consent/inventory';
import type { LegalTexts } from './legal-texts';

/** "30 days" / "30 Tage" / "30 días" / "30 dagen", or the words for a session or a local item. */
export function lifetimeWords(lifetime: StorageLifetime, language: Language, ui: LegalTexts['ui']): string {
  if (lifetime === 'browserSession') return ui.lifetimeSession;
  if (lifetime === 'untilDeleted') return ui.lifetimeUntilDeleted;
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(lifetime.days);
}

/**
 * Every cookie and storage item by consent category, printed from the sdk's
 * inventory (sdk/consent/inventory.ts), so the page cannot drift from the code
 * (issue 12 §5). A category with nothing stored says so.
 */
export function StorageTable({ texts, language }: { texts: LegalTexts; language: Language }) {
  return (
    <div className="legal-storage">
      {CONSENT_CATEGORIES.map((category) => (
        <CategoryTable key={category} category={category} items={itemsOfCategory(category)} texts={texts} language={language} />
      ))}
    </div>
  );
}

function CategoryTable({ category, items, texts, language }: { category: ConsentCategory; items: StorageItem[]; texts: LegalTexts; language: Language }) {
  const { ui, purposes } = texts;
  const words = ui.categories[category];
  return (
    <section className="legal-storage__category" data-category={category}>
      <h3 className="legal-page__subheading">{words.title}</h3>
      <p>{words.text}</p>
      {items.length === 0 ? (
        <p className="legal-storage__empty">{ui.noItems}</p>
      ) : (
        // A table from 768 px; on a phone every row is a card with the column names beside the values (legal.css).
        <table className="legal-storage__table">
          <caption>
            {ui.tableCaption}: {words.title}
          </caption>
          <thead>
            <tr>
              <th scope="col">{ui.columns.name}</th>
              <th scope="col">{ui.columns.kind}</th>
              <th scope="col">{ui.columns.writtenBy}</th>
              <th scope="col">{ui.columns.lifetime}</th>
              <th scope="col">{ui.columns.purpose}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} data-storage-name={item.name}>
                <th scope="row">
                  <code>{item.name}</code>
                </th>
                <td data-label={ui.columns.kind}>{ui.kinds[item.kind]}</td>
                <td data-label={ui.columns.writtenBy}>
                  {ui.writtenBy[item.writtenBy]}
                  {item.httpOnly ? ` (${ui.httpOnly})` : ''}
                </td>
                <td data-label={ui.columns.lifetime}>{lifetimeWords(item.lifetime, language, ui)}</td>
                <td data-label={ui.columns.purpose}>{purposes[item.id]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
