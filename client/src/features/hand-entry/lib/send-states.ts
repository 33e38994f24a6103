/**
 * Where a recorded hand is on its way to the server, as the recorder sees it: each state its own
 * colour, so "on its way" (with a spinner), "stored", "waiting for the connection" and "no answer"
 * are told apart at a glance, not only by reading.
 */
export type SendState = 'sending' | 'sent' | 'queued' | 'failed';

export const SEND_STATUS: Readonly<Record<SendState, 'info' | 'success' | 'warning' | 'error'>> = {
  sending: 'info',
  sent: 'success',
  queued: 'warning',
  failed: 'error',
};
