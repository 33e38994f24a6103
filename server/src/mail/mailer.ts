export interface MailMessage {
  /** The address to send to; null when the player gave none (only the log mailer can still deliver). */
  to: string | null;
  subject: string;
  text: string;
}

/** Delivers the few e-mails the club sends (password-reset links). */
export interface Mailer {
  readonly kind: 'smtp' | 'log' | 'capture';
  send(message: MailMessage): Promise<void>;
}
