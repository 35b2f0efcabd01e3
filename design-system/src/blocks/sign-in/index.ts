import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const signInBlock = defineBlock({
  type: "sign-in",
  Component: lazyBlock(() => import("./sign-in.tsx").then((module) => module.SignIn)),
  needsData: true,
});

/** How the studio shows the block in its palette and forms. */
export const signInMeta: BlockMeta = {
  label: "Sign in",
  category: "Content",
  icon: "log-in",
  description:
    "Sign-in by phone: a 6-digit code by SMS, then back to the page the shopper was going to.",
};

export type { SendCodeResult } from "../phone-verification/phone-verification.tsx";
export { SignOutButton } from "./sign-out-button.tsx";
