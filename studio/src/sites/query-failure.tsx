import { Button } from "@storefront/design-system/ui/button/button.tsx";
import { isAccessError } from "../api/studio-api-error.ts";
import { AccessTokenForm } from "./access-token-form.tsx";

/** What a failed load shows: the token form when access was refused, else the reason and a retry. */
export function QueryFailure({ error, retry }: { error: unknown; retry: () => void }) {
  if (isAccessError(error)) return <AccessTokenForm message={error.message} />;
  const message = error instanceof Error ? error.message : "Something went wrong.";
  return (
    <div role="alert" className="grid justify-items-start gap-2">
      <p>{message}</p>
      <Button variant="outline" size="sm" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}
