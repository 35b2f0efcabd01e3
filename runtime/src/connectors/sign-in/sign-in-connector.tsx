import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import { sameSitePath } from "@storefront/rules/shopper/sign-in";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouterState } from "@tanstack/react-router";
import { requestSignInCode, verifySignInCode } from "../../app/shopper/sign-in-calls.ts";
import { shopperSessionKey } from "../../app/shopper/use-shopper-session.ts";

/** `/sign-in?type=...&redirect=...&back=...`: after the code is verified, on to `redirect` (a path of this site only). */
export function SignInConnector({ block, Block }: ConnectorProps<"sign-in">) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const query = new URLSearchParams(
    useRouterState({ select: (state) => state.location.searchStr }),
  );
  const redirect = sameSitePath(query.get("redirect"));
  const back = sameSitePath(query.get("back"));

  const sendCode = (phone: string) => requestSignInCode({ phone_number: phone });

  const verify = async (values: { phone_number: string; code: string }) => {
    const answer = await verifySignInCode(values);
    if (!answer.signedIn) return answer;
    queryClient.setQueryData(shopperSessionKey, { user: answer.user });
    await queryClient.invalidateQueries({ queryKey: shopperSessionKey, refetchType: "none" });
    await navigate({ href: redirect } as Parameters<typeof navigate>[0]);
    return { signedIn: true as const };
  };

  return <Block {...block.props} sendCode={sendCode} verify={verify} backHref={back} />;
}
