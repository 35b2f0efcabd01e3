import type { LeadMailSettings } from "@storefront/schemas";
import nodemailer from "nodemailer";
import { requiredVariable } from "./delivery-failure.ts";

export type LeadEmail = {
  to: string;
  subject: string;
  text: string;
  /** Stable per delivery, so a retry that did arrive twice reads as one message. */
  messageId: string;
  /** Sent as `X-Lead-Id` (a lead's email; a shopper's alert has none). */
  leadId?: string;
  headers?: Record<string, string>;
};

/** Where lead emails leave from: the site's mail settings with the values of their variables. */
export type MailServer = {
  settings: LeadMailSettings;
  /** The From address when the settings name none. */
  fallbackFrom: string;
  senderName: string;
  env: Readonly<Record<string, string | undefined>>;
  timeoutMs: number;
};

function transportOptions(server: MailServer) {
  const { settings, env } = server;
  const host = requiredVariable(env, settings.hostEnv, "the SMTP server for lead emails");
  const portText = env[settings.portEnv] || "587";
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(
      `The environment variable ${settings.portEnv} must be a port number, not "${portText}"`,
    );
  const user = env[settings.userEnv];
  return {
    host,
    port,
    // Port 465 speaks TLS from the start; on others STARTTLS is used when the server offers it.
    secure: port === 465,
    auth: user ? { user, pass: env[settings.passwordEnv] ?? "" } : undefined,
    connectionTimeout: server.timeoutMs,
    greetingTimeout: server.timeoutMs,
    socketTimeout: server.timeoutMs,
  };
}

/** Sends one email of the site (a lead, a shopper's alert) over SMTP; throws when the server does not accept it. */
export async function sendLeadEmail(server: MailServer, email: LeadEmail): Promise<void> {
  const transport = nodemailer.createTransport(transportOptions(server));
  try {
    await transport.sendMail({
      from: { name: server.senderName, address: server.settings.from ?? server.fallbackFrom },
      to: email.to,
      subject: email.subject,
      text: email.text,
      messageId: email.messageId,
      headers: { ...(email.leadId ? { "X-Lead-Id": email.leadId } : {}), ...email.headers },
    });
  } finally {
    transport.close();
  }
}
