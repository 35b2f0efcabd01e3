import type { FastifyInstance } from "fastify";
import type { Store } from "../server/store/open-store.ts";

/** What the attacks got: requests sent, codes the provider delivered, and sign-ins won without the code. */
export type AttackFigures = {
  attack: string;
  requests: number;
  codesDelivered: number;
  refused429: number;
  refusedInvalid: number;
  signInsWithoutTheCode: number;
};

type Attacker = {
  app: FastifyInstance;
  store: Store;
  /** Lines the local provider printed so far (one per delivered code). */
  printed: string[];
  /** The code of the last printed line. */
  lastCode: () => string;
};

const host = "group.localhost";
const phoneOf = (n: number) => `04${String(10_000_000 + n).slice(-8)}`;

/**
 * Tries every way in without the code against a server with the default sign-in limits:
 * wrong codes, an expired code, a code of another site, resend storms and many phones from one
 * address. Each answer 200 to a verify is a sign-in; one won without the code is a failure.
 */
export async function runSignInAttacks(attacker: Attacker): Promise<AttackFigures[]> {
  const { app, store, printed } = attacker;
  const post = (url: string, payload: object, remoteAddress = "198.51.100.1", onHost = host) =>
    app.inject({
      method: "POST",
      url,
      payload,
      remoteAddress,
      headers: { host: onHost, origin: `http://${onHost}` },
    });
  const figures: AttackFigures[] = [];
  type Count = (status: number, body: string) => void;
  /** Runs one attack; `run` answers how many sign-ins it won. */
  const tally = async (attack: string, run: (count: Count) => Promise<number>) => {
    const before = printed.length;
    const row: AttackFigures = {
      attack,
      requests: 0,
      codesDelivered: 0,
      refused429: 0,
      refusedInvalid: 0,
      signInsWithoutTheCode: 0,
    };
    row.signInsWithoutTheCode = await run((status, body) => {
      row.requests++;
      if (status === 429) row.refused429++;
      if (status === 400 && body.includes("The verification code is invalid")) row.refusedInvalid++;
    });
    row.codesDelivered = printed.length - before;
    figures.push(row);
  };
  const guess = async (
    phone: string,
    code: string,
    count: Count,
    address?: string,
    onHost?: string,
  ) => {
    const answer = await post(
      "/api/sign-in/verify",
      { phone_number: phone, code },
      address,
      onHost,
    );
    count(answer.statusCode, answer.body);
    return answer.statusCode === 200;
  };

  // 1. A thousand wrong codes, all at once, against one phone's live code.
  await tally("1,000 wrong codes at once for one phone", async (count) => {
    const phone = phoneOf(1);
    const sent = await post("/api/sign-in/send-code", { phone_number: phone });
    count(sent.statusCode, sent.body);
    const real = attacker.lastCode();
    const guesses = Array.from({ length: 1001 }, (_, n) => String(n).padStart(6, "0"))
      .filter((code) => code !== real)
      .slice(0, 1000);
    const won = await Promise.all(guesses.map((code) => guess(phone, code, count)));
    // Once the checks are used up, not even the real code signs in: a new code must be sent.
    const late = await guess(phone, real, count);
    return won.filter(Boolean).length + (late ? 1 : 0);
  });

  // 2. The right code after its 10 minutes.
  await tally("the real code after it expired", async (count) => {
    const phone = phoneOf(2);
    const sent = await post("/api/sign-in/send-code", { phone_number: phone });
    count(sent.statusCode, sent.body);
    await store.db
      .updateTable("one_time_codes")
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where("phone", "=", phone)
      .execute();
    return (await guess(phone, attacker.lastCode(), count)) ? 1 : 0;
  });

  // 3. A code of one site on another.
  await tally("a code of one site used on another", async (count) => {
    const phone = phoneOf(3);
    const sent = await post("/api/sign-in/send-code", { phone_number: phone });
    count(sent.statusCode, sent.body);
    return (await guess(phone, attacker.lastCode(), count, undefined, "other.localhost")) ? 1 : 0;
  });

  // 4. A resend storm: 200 code requests for one phone at once, then guesses at each code sent.
  await tally("200 code requests at once for one phone, 5 guesses each", async (count) => {
    const phone = phoneOf(4);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => post("/api/sign-in/send-code", { phone_number: phone })),
    );
    for (const answer of answers) count(answer.statusCode, answer.body);
    const real = attacker.lastCode();
    let won = 0;
    for (let n = 0; n < 200 * 5; n++) {
      const code = String(999_999 - n).padStart(6, "0");
      if (code !== real && (await guess(phone, code, count))) won++;
    }
    return won;
  });

  // 5. Many phones from one address: 200 phones, 5 wrong guesses each.
  await tally("200 phones from one address, 5 guesses each", async (count) => {
    let won = 0;
    for (let n = 0; n < 200; n++) {
      const phone = phoneOf(100 + n);
      const sent = await post("/api/sign-in/send-code", { phone_number: phone }, "203.0.113.9");
      count(sent.statusCode, sent.body);
      const real = sent.statusCode === 200 ? attacker.lastCode() : "";
      for (let g = 0; g < 5; g++) {
        const code = String(123_456 + g).padStart(6, "0");
        if (code !== real && (await guess(phone, code, count, "203.0.113.9"))) won++;
      }
    }
    return won;
  });
  return figures;
}
