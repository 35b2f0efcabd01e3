import { problemsFrom } from "@storefront/schemas";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { pathOf } from "../http/server-log.ts";

/** What is wrong with a request, by field: `email`, `lead_attributes.visited_pages.3`. */
export type FieldProblem = { path: string; message: string };

/** The path of the request as a whole (a body that is no JSON object, too large...). */
const wholeBody = "body";

const fromPointer = (pointer: string) =>
  pointer === ""
    ? wholeBody
    : pointer
        .split("/")
        .slice(1)
        .map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"))
        .join(".");

export function fieldProblems(error: z.ZodError): FieldProblem[] {
  return problemsFrom(error).map(({ pointer, message }) => ({
    path: fromPointer(pointer),
    message,
  }));
}

/** A refusal: its status, a message naming every field, and the problems one by one. */
export function refuse(
  reply: FastifyReply,
  status: number,
  what: string,
  problems: FieldProblem[],
) {
  const list = problems.map((problem) => `${problem.path}: ${problem.message}`).join("; ");
  return reply.code(status).send({ message: `${what}: ${list}`, status, problems });
}

const readingMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Send JSON (Content-Type: application/json)",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request has no JSON body",
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON",
};

/** What is wrong with a body that could not be read, in plain words. */
export const readingMessage = (error: FastifyError): string =>
  readingMessages[error.code] ??
  (error instanceof SyntaxError ? readingMessages.FST_ERR_CTP_INVALID_JSON_BODY : undefined) ??
  error.message;

/**
 * Failures before a handler runs, in the same shape: a body that cannot be read names the
 * body; a client over its rate limit keeps the limit's message; a server failure is logged.
 */
export function apiErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status === 413)
    return refuse(reply, 413, "The request was not read", [
      {
        path: wholeBody,
        message: `The request is larger than ${request.routeOptions.bodyLimit ?? 0} bytes`,
      },
    ]);
  if (status >= 400 && status < 500 && status !== 429) {
    return refuse(reply, status, "The request was not read", [
      { path: wholeBody, message: readingMessage(error) },
    ]);
  }
  if (status < 500) return reply.code(status).send({ message: error.message, status });
  request.log.error({ err: error, path: pathOf(request.url) }, "request failed");
  return reply.code(500).send({
    message: `The server failed; its log says why (request ${request.id})`,
    status: 500,
    requestId: request.id,
  });
}
