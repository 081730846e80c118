/**
 * The production mail transport: SMTP through nodemailer, chosen by SMTP_URL (ADR 034). One
 * connection per email: emails are few and spread out, and a pooled connection a server dropped
 * meanwhile would cost a failed try.
 */
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { MailTransport } from './email.ts';

export interface SmtpOptions {
  url: string;
  from: string;
  /** The domain of Message-IDs: a retried email keeps its id, so mail clients can tell it is one. */
  messageIdDomain: string;
  /** Connection, greeting and socket timeouts. */
  timeoutMs?: number;
}

export function smtpTransport(options: SmtpOptions): MailTransport {
  const timeout = options.timeoutMs ?? 30_000;
  const transporter = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  } as SMTPTransport.Options);
  return {
    async deliver(email) {
      await transporter.sendMail({
        from: options.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        messageId: `<${email.id}@${options.messageIdDomain}>`,
      });
    },
    async close() {
      transporter.close();
    },
  };
}
