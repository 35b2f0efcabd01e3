import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../http/app.ts";
import type { CodeProvider } from "./code-provider.ts";
import { localCodeProvider } from "./local-code-provider.ts";
import { provideShopperSessions } from "./shopper-of.ts";
import { shopperSessions } from "./shopper-sessions.ts";
import { defaultSignInLimits, type SignInLimits } from "./sign-in-limits.ts";
import { registerSignInRoutes } from "./sign-in-routes.ts";
import { twilioVerifyFromEnv, twilioVerifyProvider } from "./twilio-verify.ts";

export type SignInOptions = {
  /** Where codes go; without it, Twilio Verify when its variables are set, else the local provider. */
  provider?: CodeProvider;
  limits?: SignInLimits;
  /**
   * `GET /api/sign-in/last-code?phone_number=` answers the last code made for a phone, so
   * browser journeys can sign in. Refused in production.
   */
  revealCodes?: boolean;
};

/** The provider configured by the environment: Twilio Verify when its variables are set. */
export function codeProviderFromEnv(env: Record<string, string | undefined>): CodeProvider {
  const twilio = twilioVerifyFromEnv(env);
  return twilio ? twilioVerifyProvider(twilio) : localCodeProvider({ environment: env.NODE_ENV });
}

/** Shopper sign-in by phone one-time code, its sessions, and `shopperOf` for other routes. */
export function signInPlugin(options: SignInOptions = {}) {
  return async (app: FastifyInstance, context: ServerContext): Promise<void> => {
    if (options.revealCodes && process.env.NODE_ENV === "production")
      throw new Error("Sign-in codes are never revealed by a server in production");
    const provider = options.provider ?? codeProviderFromEnv(process.env);
    const sessions = shopperSessions(context.store, context.siteFor);
    provideShopperSessions(app, sessions);
    const lastCodes = new Map<string, string>();
    await app.register(async (scoped) => {
      registerSignInRoutes(scoped, context, {
        provider,
        sessions,
        limits: options.limits ?? defaultSignInLimits,
        onCode: options.revealCodes
          ? (site, phone, code) => lastCodes.set(`${site}:${phone}`, code)
          : undefined,
      });
      if (options.revealCodes)
        scoped.get("/api/sign-in/last-code", async (request, reply) => {
          const phone = String((request.query as { phone_number?: unknown }).phone_number ?? "");
          const code = lastCodes.get(`${context.siteFor(request).slug}:${phone}`);
          return code
            ? { code }
            : reply.code(404).send({ error: "No code was sent to this phone" });
        });
    });
  };
}
