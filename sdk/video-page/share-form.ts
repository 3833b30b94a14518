/**
 * The share e-mail form's rules (issue 13 §4 "the share e-mail with a link
 * that opens the video"; the server's limits of guest/sendVideoShareEmail):
 * checked before sending, so the guest fixes a field without a round trip.
 */
import { isValidEmail } from '../account';

/** The server takes at most 1000 characters of message. */
export const SHARE_MESSAGE_MAX = 1000;

export type ShareFieldProblem = 'required' | 'invalid' | 'tooLong';

/** What is wrong with each field; an empty object means the form may be sent. */
export function shareMailProblems(input: { recipient: string; message: string }): { recipient?: ShareFieldProblem; message?: ShareFieldProblem } {
  const problems: { recipient?: ShareFieldProblem; message?: ShareFieldProblem } = {};
  const recipient = input.recipient.trim();
  if (recipient === '') problems.recipient = 'required';
  else if (!isValidEmail(recipient)) problems.recipient = 'invalid';
  if (input.message.length > SHARE_MESSAGE_MAX) problems.message = 'tooLong';
  return problems;
}
