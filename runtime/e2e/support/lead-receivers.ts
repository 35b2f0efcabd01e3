/**
 * Where the journeys' lead destinations listen: a webhook receiver and an SMTP inbox on fixed
 * loopback ports derived from the storefront's port (so checkouts on other ports do not meet),
 * started by the journey that follows a lead. The storefront learns them from the variables
 * below: scripts/lib/e2e-server.mjs then serves the demo group with these two lead targets.
 */
export function leadReceivers(serverPort: number) {
  const webhookPort = serverPort + 20_000;
  return {
    webhookPort,
    smtpPort: serverPort + 21_000,
    /** A test-only signing secret, `whsec_` and base64 as Standard Webhooks makes them. */
    secret: `whsec_${Buffer.from("e2e-lead-webhook-signing-secret!").toString("base64")}`,
    smtp: { user: "leads", password: "e2e-mail-password" },
    webhookUrl: `http://127.0.0.1:${webhookPort}/leads`,
  };
}

/** The storefront's environment naming the receivers (the e2e site definition reads these). */
export function leadReceiverEnv(serverPort: number): Record<string, string> {
  const receivers = leadReceivers(serverPort);
  return {
    E2E_LEAD_WEBHOOK_URL: receivers.webhookUrl,
    E2E_LEAD_WEBHOOK_SECRET: receivers.secret,
    E2E_SMTP_HOST: "127.0.0.1",
    E2E_SMTP_PORT: String(receivers.smtpPort),
    E2E_SMTP_USER: receivers.smtp.user,
    E2E_SMTP_PASSWORD: receivers.smtp.password,
  };
}
