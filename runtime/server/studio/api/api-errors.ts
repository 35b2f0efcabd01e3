import { type Problem, problemsFrom } from "@storefront/schemas";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { pathOf } from "../../http/server-log.ts";
import { draftByteLimit } from "./api-schemas.ts";

/** An answer the API gives on purpose: a status and a message, with problems by JSON pointer. */
export class StudioError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly problems?: Problem[],
  ) {
    super(message);
  }
}

export function parseOrThrow<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new StudioError(400, `The ${what} is not valid`, problemsFrom(parsed.error));
}

const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: `The request is larger than ${draftByteLimit / 1024 / 1024} MB`,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Send JSON (Content-Type: application/json)",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request has no JSON body",
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON",
};

/**
 * A document the schema refuses: 422 with every problem, in the shape of the contract's
 * `{ ok: false, problems }` results.
 */
export function refused(reply: FastifyReply, message: string, problems: Problem[]) {
  return reply.code(422).send({ ok: false, message, problems });
}

/** Every failure answers `{ message, problems? }`, never a stack trace. */
export function studioErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof StudioError) {
    const { message, problems } = error;
    return reply.code(error.status).send(problems ? { message, problems } : { message });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message =
      fastifyMessages[error.code] ??
      (error instanceof SyntaxError ? fastifyMessages.FST_ERR_CTP_INVALID_JSON_BODY : undefined) ??
      "The request could not be read";
    return reply.code(status).send({ message });
  }
  request.log.error({ err: error, path: pathOf(request.url) }, "studio request failed");
  return reply.code(500).send({
    message: `The studio server failed; its log says why (request ${request.id})`,
    requestId: request.id,
  });
}
