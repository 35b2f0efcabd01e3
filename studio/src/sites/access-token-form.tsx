import { Button } from "@storefront/design-system/ui/button/button.tsx";
import { Field, FieldControl, FieldLabel } from "@storefront/design-system/ui/field/field.tsx";
import { Input } from "@storefront/design-system/ui/input/input.tsx";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { storeAccessToken } from "../api/access-token.ts";

/** Asks for the studio's access token after the server refused a call (401/403). */
export function AccessTokenForm({ message }: { message: string }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState("");
  return (
    <form
      data-slot="access-token-form"
      className="grid max-w-md gap-3 rounded-lg border p-5"
      onSubmit={(event) => {
        event.preventDefault();
        storeAccessToken(token.trim() || null);
        void queryClient.invalidateQueries();
      }}
    >
      <p role="alert" className="font-medium">
        {message}
      </p>
      <Field>
        <FieldLabel>Access token</FieldLabel>
        <FieldControl>
          <Input
            type="password"
            autoComplete="off"
            value={token}
            onChange={(event) => setToken(event.target.value)}
          />
        </FieldControl>
      </Field>
      <Button type="submit" className="w-fit" disabled={!token.trim()}>
        Use this token
      </Button>
    </form>
  );
}
