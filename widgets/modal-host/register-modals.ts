import type { ModalController, ModalRegistration } from '../../sdk/modals/controller';
import type { ModalComponent } from './modal-content';
import { loadSurveyModal } from './survey-modal';

/** `{product}-login`: messenger-login, video-login ... (spec 002 §2.1). */
export const PRODUCT_LOGIN_ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*-login$/;

const loginPrompt: ModalRegistration<ModalComponent> = { load: () => import('./modals/login-prompt.component').then((m) => m.LoginPromptModal) };
const onboarding = () => import('./modals/onboarding.component').then((m) => m.OnboardingModal);

/**
 * The ids of spec 002 §2.1 whose features exist (issue 6 §4); the others
 * arrive with their features. Each load() is a dynamic import, so a modal's
 * code is fetched the first time it opens.
 */
export const VELVET_MODALS: Readonly<Record<string, ModalRegistration<ModalComponent>>> = {
  avs: { load: () => import('./modals/avs.component').then((m) => m.AvsModal) },
  'not-enough-money': { load: () => import('./modals/not-enough-money.component').then((m) => m.NotEnoughMoneyModal) },
  'vxcoin-info': { load: () => import('./modals/vxcoin-info.component').then((m) => m.VxcoinInfoModal) },
  // Typed text must not vanish on a stray click beside the box.
  // The survey dialog has its own close button; a second one from the host would confuse.
  survey: { load: loadSurveyModal, options: { closeOnBackdrop: false, closeBar: false } },
  'feed-signup': loginPrompt,
  onboarding: { load: onboarding, options: { pages: 2 } },
  'onboarding-choose': { load: onboarding, options: { pages: 2, initialPage: 1 } },
  exitIntent: { load: () => import('./modals/exit-intent.component').then((m) => m.ExitIntentModal), options: { once: true } },
};

/** Registers every Velvet modal on `controller` (idempotent: registering again replaces). */
export function registerVelvetModals(controller: ModalController<ModalComponent>): void {
  for (const [id, registration] of Object.entries(VELVET_MODALS)) controller.registerModal(id, registration);
  controller.registerModalFamily((id) => PRODUCT_LOGIN_ID.test(id), loginPrompt);
}
