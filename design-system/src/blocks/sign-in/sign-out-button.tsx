import { Button } from "../../ui/button/button.tsx";

/** The header's 'Sign Out' for a signed-in shopper; nothing for a visitor signed out. */
export function SignOutButton({
  signedIn,
  onSignOut,
}: {
  signedIn: boolean;
  onSignOut: () => void;
}) {
  if (!signedIn) return null;
  return (
    <Button type="button" variant="ghost" size="sm" onClick={onSignOut}>
      Sign Out
    </Button>
  );
}
