import type { Mailer, MailMessage } from './mailer.ts';

export interface CapturingMailer extends Mailer {
  /** Every message sent so far, oldest first. */
  readonly messages: MailMessage[];
}

/** For tests: keeps messages in memory. `send` records synchronously, so a message exists once the call is made. */
export function createCapturingMailer(): CapturingMailer {
  const messages: MailMessage[] = [];
  return {
    kind: 'capture',
    messages,
    send(message) {
      messages.push(message);
      return Promise.resolve();
    },
  };
}
