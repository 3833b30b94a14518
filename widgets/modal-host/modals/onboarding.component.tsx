/** @jsxImportSource preact */
import { $favouriteCategories, ONBOARDING_CATEGORIES, toggleCategory } from '../../../sdk/modals/onboarding';
import { useStore } from '../../shared/use-store';
import type { ModalContentProps } from '../modal-content';

/**
 * onboarding (page 1: what the site offers; page 2: favourite categories) and
 * onboarding-choose (the same dialog opened on page 2). Pages turn with the
 * host's dots and arrows.
 */
export function OnboardingModal(props: ModalContentProps) {
  return props.page === 0 ? <OfferPage {...props} /> : <ChoosePage {...props} />;
}

function OfferPage({ t }: ModalContentProps) {
  return (
    <>
      <h2>{t('onboarding.title')}</h2>
      <p>{t('onboarding.offer')}</p>
    </>
  );
}

function ChoosePage({ t, close }: ModalContentProps) {
  const selected = useStore($favouriteCategories);
  return (
    <>
      <h2>{t('onboarding.chooseTitle')}</h2>
      <p>{t('onboarding.chooseText')}</p>
      <ul class="categories">
        {ONBOARDING_CATEGORIES.map((category) => (
          <li key={category}>
            <button
              type="button"
              class="category"
              aria-pressed={selected.value.includes(category) ? 'true' : 'false'}
              onClick={() => $favouriteCategories.set(toggleCategory($favouriteCategories.get(), category))}
            >
              {t(`category.${category}`)}
            </button>
          </li>
        ))}
      </ul>
      <div class="actions">
        <button type="button" class="primary" onClick={close}>
          {t('onboarding.done')}
        </button>
      </div>
    </>
  );
}
