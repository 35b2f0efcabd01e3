import { SignOutButton } from "@storefront/design-system/blocks/sign-in/index.ts";
import { useQueryClient } from "@tanstack/react-query";
import { useShopperSession } from "../../app/shopper/use-shopper-session.ts";
import { signOut } from "./sign-out.ts";

/** The header's sign-out, on sites with sign-in on; loaded apart from the header. */
export function HeaderSignOut() {
  const { user } = useShopperSession();
  const queryClient = useQueryClient();
  return <SignOutButton signedIn={user !== null} onSignOut={() => void signOut(queryClient)} />;
}
