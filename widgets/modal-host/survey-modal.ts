import { h } from 'preact';
import type { ModalComponent, ModalContentProps } from './modal-content';

/**
 * Loads the survey dialog (widgets/survey, built separately) and adapts it to
 * the host: openModal('survey', { type: 'chatexit', actorId }) picks the type
 * (any other type is the feedback survey) and the performer of a chat-exit
 * answer. Its own file, so tests can stand in for it.
 */
export async function loadSurveyModal(): Promise<ModalComponent> {
  const { SurveyDialog } = await import('../survey/survey.component');
  return function SurveyModal({ props, close, language }: ModalContentProps) {
    const actorId = typeof props.actorId === 'number' ? props.actorId : undefined;
    return h(SurveyDialog, { type: props.type === 'chatexit' ? 'chatexit' : 'feedback', onClose: close, language, actorId });
  };
}
