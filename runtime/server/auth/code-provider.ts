/**
 * Where sign-in codes go. Two kinds fit behind one interface:
 * - `own-code`: the server makes each code, keeps it hashed and checks it; the provider only
 *   delivers the text (the local provider, or an SMS gateway);
 * - `verify-service`: the provider makes, sends and checks its own codes (Twilio Verify); the
 *   server still counts requests and checks.
 * The verification log's `verification_type` follows the kind: `sms` or `verify`.
 */
export type CodeProvider =
  | {
      kind: "own-code";
      name: string;
      deliver: (message: { phone: string; code: string; siteName: string }) => Promise<void>;
    }
  | {
      kind: "verify-service";
      name: string;
      send: (phone: string) => Promise<void>;
      /** True when the provider approves the code for the phone. */
      check: (phone: string, code: string) => Promise<boolean>;
    };

/** Phones are kept in the national form (`0412345678`); providers want E.164 (`+61412345678`). */
export const internationalPhone = (phone: string) => `+61${phone.replace(/^0/, "")}`;
