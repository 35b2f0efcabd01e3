import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { Webhook } from "standardwebhooks";

type ReceivedMail = {
  from: string;
  to: string[];
  raw: string;
  headers: string;
  body: string;
};

/** Quoted-printable text back to what was written (nodemailer uses it for long lines). */
const unquote = (text: string) =>
  text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** A real SMTP server on 127.0.0.1 (on `port`, else a free one) that takes mail from one user and keeps it. */
export async function smtpInbox(account: { user: string; password: string }, port = 0) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === account.user && auth.password === account.password)
        return callback(null, { user: auth.username });
      return callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const split = raw.indexOf("\r\n\r\n");
        const headers = raw.slice(0, split);
        const body = raw.slice(split + 4);
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          headers,
          body: /quoted-printable/i.test(headers) ? unquote(body) : body,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type ReceivedWebhook = { headers: IncomingHttpHeaders; body: unknown; raw: string };

/**
 * A real HTTP receiver on 127.0.0.1 (on `port`, else a free one) that verifies each request's
 * Standard Webhooks signature (401 when it does not hold) and answers 500 to the first
 * `failFirst` signed attempts of each delivery (by `webhook-id`).
 */
export async function webhookReceiver(
  secret: string,
  options: { failFirst?: number; port?: number } = {},
) {
  const verifier = new Webhook(secret);
  const accepted: ReceivedWebhook[] = [];
  const refusedById = new Map<string, number>();
  let signed = 0;
  let unsigned = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      let body: unknown;
      try {
        body = verifier.verify(raw, request.headers as Record<string, string>);
      } catch {
        unsigned++;
        response.writeHead(401).end();
        return;
      }
      signed++;
      const id = String(request.headers["webhook-id"]);
      const refused = refusedById.get(id) ?? 0;
      if (refused < (options.failFirst ?? 0)) {
        refusedById.set(id, refused + 1);
        response.writeHead(500).end("failing on purpose");
        return;
      }
      accepted.push({ headers: request.headers, body, raw });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/leads`,
    /** How many attempts of the delivery `webhookId` were refused on purpose. */
    refused: (webhookId: string) => refusedById.get(webhookId) ?? 0,
    accepted,
    counts: () => ({ signed, unsigned }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
