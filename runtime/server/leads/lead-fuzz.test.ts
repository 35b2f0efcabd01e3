import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachBackend, useTestStore } from "../store/test-backends.ts";
import { formLead, leadTestServer } from "./lead-test-server.ts";

/**
 * Generated leads, mostly wrong, thrown at `POST /api/leads`: whatever they hold, the answer is
 * never a server failure, and every refusal names each field it refuses.
 */

const fieldNames = Object.keys(formLead()).concat([
  "dealership_slug",
  "car_id",
  "car_dealership_id",
  "subcategory",
  "additional_services",
  "extra_notes",
  "form_sent_at",
  "amount",
  "term",
  "selfAssessedCreditScore",
  "Vehicle Make",
  "rego",
  "user_agent",
]);
const oddText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.constantFrom("", " ", "\ud800", "\u0000", "__proto__", "Careers Enquiry", "group-kia", "42"),
);
const oddValue = fc.oneof(
  oddText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
);
const lead = fc.oneof(
  // A valid lead with some fields spoiled or dropped.
  fc
    .tuple(
      fc.dictionary(fc.constantFrom(...fieldNames), oddValue, { maxKeys: 5 }),
      fc.subarray(fieldNames),
    )
    .map(([spoiled, dropped]) => {
      const body: Record<string, unknown> = { ...formLead(), ...spoiled };
      for (const name of dropped) delete body[name];
      return body;
    }),
  // Unknown fields beside the known ones.
  fc.dictionary(fc.string({ maxLength: 12 }), oddValue, { maxKeys: 4 }).map((extra) => ({
    ...formLead(),
    ...extra,
  })),
  // Anything at all.
  fc.jsonValue({ maxDepth: 4 }),
);
const key = fc.option(fc.string({ maxLength: 300 }), { nil: undefined });

describeEachBackend("fuzzing the lead API", (backend) => {
  const opened = useTestStore(backend);
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await leadTestServer(opened.current());
  });
  afterAll(() => app.close());

  it("never fails, and names the field in every refusal", async () => {
    await fc.assert(
      fc.asyncProperty(lead, key, async (body, idempotencyKey) => {
        const answer = await app.inject({
          method: "POST",
          url: "/api/leads",
          headers: {
            host: "group.localhost",
            "content-type": "application/json",
            ...(idempotencyKey === undefined ? {} : { "idempotency-key": idempotencyKey }),
          },
          payload: JSON.stringify(body),
        });
        expect(answer.statusCode).toBeLessThan(500);
        if (answer.statusCode === 201) return;
        expect([400, 413, 422]).toContain(answer.statusCode);
        const { problems } = answer.json() as { problems: { path: string; message: string }[] };
        expect(problems.length).toBeGreaterThan(0);
        const sent =
          typeof body === "object" && body && !Array.isArray(body) ? Object.keys(body) : [];
        const named = new Set([...fieldNames, ...sent, "body", "Idempotency-Key", "email"]);
        for (const problem of problems) {
          expect(problem.message).not.toBe("");
          // A field's own path, a path inside it (`lead_attributes.visited_pages`), or an unknown field.
          const field = named.has(problem.path) ? problem.path : problem.path.split(".")[0];
          expect(named).toContain(field);
        }
      }),
      { numRuns: 200 },
    );
  }, 120_000);
});
