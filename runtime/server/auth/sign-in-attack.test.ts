import { expect, it } from "vitest";
import { runSignInAttacks } from "../../bench/sign-in-attack.ts";
import { describeEachBackend, useTestStore } from "../store/test-backends.ts";
import { signInTestServer } from "./sign-in-test-server.ts";

describeEachBackend("brute force against sign-in", (backend) => {
  const opened = useTestStore(backend);

  it("signs nobody in without the code, and sends codes only within the limits", async () => {
    const store = opened.current();
    const attacker = await signInTestServer(store);
    try {
      const figures = await runSignInAttacks({ ...attacker, store });
      const byAttack = Object.fromEntries(figures.map((row) => [row.attack, row]));
      for (const row of figures) expect(row.signInsWithoutTheCode, row.attack).toBe(0);
      expect(byAttack["1,000 wrong codes at once for one phone"]?.refusedInvalid).toBe(1001);
      expect(
        byAttack["200 code requests at once for one phone, 5 guesses each"]?.codesDelivered,
      ).toBeLessThanOrEqual(1);
      expect(byAttack["200 phones from one address, 5 guesses each"]?.codesDelivered).toBe(20);
    } finally {
      await attacker.app.close();
    }
  }, 60_000);
});
