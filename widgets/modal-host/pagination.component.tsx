/** @jsxImportSource preact */
import type { ModalTranslate } from './i18n';

interface PaginationProps {
  page: number;
  pages: number;
  t: ModalTranslate;
  onGoToPage(page: number): void;
}

/** Previous/next arrows and one dot per page; native buttons, so keyboard users reach and press them. */
export function Pagination({ page, pages, t, onGoToPage }: PaginationProps) {
  return (
    <nav class="pagination" aria-label={t('host.pages')}>
      <button type="button" class="arrow previous" aria-label={t('host.previous')} disabled={page === 0} onClick={() => onGoToPage(page - 1)}>
        ‹
      </button>
      <ol class="dots">
        {Array.from({ length: pages }, (_, index) => (
          <li key={index}>
            <button
              type="button"
              class="dot"
              aria-label={t('host.page', { page: index + 1, pages })}
              aria-current={index === page ? 'step' : undefined}
              onClick={() => onGoToPage(index)}
            />
          </li>
        ))}
      </ol>
      <button type="button" class="arrow next" aria-label={t('host.next')} disabled={page === pages - 1} onClick={() => onGoToPage(page + 1)}>
        ›
      </button>
    </nav>
  );
}
