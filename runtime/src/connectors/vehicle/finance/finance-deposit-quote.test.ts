import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fetchDepositQuote } from "./finance-deposit-quote.ts";

type Answer = (request: IncomingMessage, response: ServerResponse) => void;

const car = {
  price: 45990,
  year: 2021,
  vin: "JTMBFREV10D123456",
  nvic: undefined,
  youxQuote: null,
};
const quote = { weeklyRepaymentAmount: 152.4, advertisedRate: 7.39, comparisonRate: 8.22 };
const received: { method?: string; url?: string; body: unknown }[] = [];
let answer: Answer = (_request, response) => response.end();

// A real HTTP server on loopback answers the quote as each test sets.
const server = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk) => {
    body += chunk;
  });
  request.on("end", () => {
    received.push({ method: request.method, url: request.url, body: JSON.parse(body || "null") });
    answer(request, response);
  });
});
let origin = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const json =
  (status: number, body: unknown): Answer =>
  (_request, response) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  };

describe("the vehicle page's deposit quote", () => {
  it("posts a GREAT credit score over 5 years with the car's price, year and VIN, and reads the quote", async () => {
    answer = json(200, quote);
    await expect(fetchDepositQuote(origin, car)).resolves.toEqual(quote);
    expect(received.at(-1)).toEqual({
      method: "POST",
      url: "/api/youx/quote",
      body: {
        selfAssessedCreditScore: "GREAT",
        purchasePrice: 45990,
        loanTerm: 5,
        year: 2021,
        vin: "JTMBFREV10D123456",
        whoIsHelping: "",
      },
    });
  });

  it("shows nothing for a refused answer, an error body or a dropped connection", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    answer = json(502, { error: "Failed to get YouX quick quote." });
    await expect(fetchDepositQuote(origin, car)).resolves.toBeNull();
    answer = json(200, { error: "Failed to get YouX quick quote." });
    await expect(fetchDepositQuote(origin, car)).resolves.toBeNull();
    answer = (request) => request.socket.destroy();
    await expect(fetchDepositQuote(origin, car)).resolves.toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
