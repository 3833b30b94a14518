import { atom } from 'nanostores';

/** Categories a guest can pick in the onboarding-choose modal. */
export const ONBOARDING_CATEGORIES = ['couples', 'women', 'men', 'trans', 'newcomers', 'mature'] as const;
export type OnboardingCategory = (typeof ONBOARDING_CATEGORIES)[number];

/**
 * The guest's favourite categories. In memory for now: it moves to the
 * consent-aware storage (functional category) once that exists.
 */
export const $favouriteCategories = atom<readonly OnboardingCategory[]>([]);

/** The selection with `category` added, or removed when it was already chosen; order follows ONBOARDING_CATEGORIES. */
export function toggleCategory(selected: readonly OnboardingCategory[], category: OnboardingCategory): OnboardingCategory[] {
  const next = new Set(selected);
  if (next.has(category)) next.delete(category);
  else next.add(category);
  return ONBOARDING_CATEGORIES.filter((known) => next.has(known));
}
