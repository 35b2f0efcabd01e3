import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import {
  otpRequestTimeoutMs,
  sameSitePath,
  signInMessages,
} from "@storefront/rules/shopper/sign-in";
import type { SessionUser } from "@storefront/schemas/sign-in";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouterState } from "@tanstack/react-router";
import { shopperSessionKey } from "../../app/use-shopper-session.ts";

const post = (url: string, body: object) =>
  fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
    signal: AbortSignal.timeout(otpRequestTimeoutMs),
  });

/** `/sign-in?type=...&redirect=...&back=...`: after the code is verified, on to `redirect` (a path of this site only). */
export function SignInConnector({ block, Block }: ConnectorProps<"sign-in">) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const query = new URLSearchParams(
    useRouterState({ select: (state) => state.location.searchStr }),
  );
  const redirect = sameSitePath(query.get("redirect"));
  const back = sameSitePath(query.get("back"));

  const sendCode = async (phone: string) => {
    try {
      const response = await post("/api/sign-in/send-code", { phone_number: phone });
      if (response.ok) {
        const { resendAfterSeconds } = (await response.json()) as { resendAfterSeconds: number };
        return { sent: true as const, resendAfterSeconds };
      }
      if (response.status === 429)
        return { sent: false as const, message: signInMessages.tooManyAttempts };
    } catch {
      // A timeout or a lost connection is the catalogue's unknown error.
    }
    return { sent: false as const, message: signInMessages.sendFailed };
  };

  const verify = async (values: { phone_number: string; code: string }) => {
    try {
      const response = await post("/api/sign-in/verify", values);
      if (response.ok) {
        const { user } = (await response.json()) as { user: SessionUser };
        queryClient.setQueryData(shopperSessionKey, { user });
        await queryClient.invalidateQueries({ queryKey: shopperSessionKey, refetchType: "none" });
        await navigate({ href: redirect } as Parameters<typeof navigate>[0]);
        return { signedIn: true as const };
      }
      if (response.status === 400)
        return { signedIn: false as const, message: signInMessages.invalidCode };
    } catch {
      // As below.
    }
    return { signedIn: false as const, message: signInMessages.verificationError };
  };

  return <Block {...block.props} sendCode={sendCode} verify={verify} backHref={back} />;
}
