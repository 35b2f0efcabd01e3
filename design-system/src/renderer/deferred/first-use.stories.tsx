import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { loadOnFirstUse } from "./first-use.ts";

// What the server renders for the block, and what its code renders again in the same place.
const html = '<p><button type="button">Share</button> <a href="#printed">Print</a></p>';

let leftOnPage: (() => void) | undefined;

/**
 * A server-rendered block in the canvas whose code loads when `render` is called: the block's
 * nodes then replace the server's, each answering clicks and keys into `heard`, and whatever
 * `loadOnFirstUse` kept from meanwhile is done again in them.
 */
function serverRendered(canvasElement: HTMLElement) {
  const marker = document.createElement("div");
  marker.innerHTML = html;
  canvasElement.querySelector('[data-slot="stage"]')?.replaceChildren(marker);
  const heard: string[] = [];
  // A link's click that reaches the page unprevented is followed by the browser; the story
  // notes it and stays.
  const onPage = (event: Event) => {
    if (event.type === "click" && (event.target as Element).closest("a")) {
      heard.push(`followed ${event.defaultPrevented ? "no" : "yes"}`);
      event.preventDefault();
    }
  };
  window.addEventListener("click", onPage);
  // Kept for a click answering a release after the render; gone before the next story.
  leftOnPage = () => window.removeEventListener("click", onPage);
  let loaded = () => {};
  const loading = new Promise<void>((resolve) => {
    loaded = resolve;
  });
  const shown = new Promise<(root: Element) => void>((resolve) => {
    loadOnFirstUse(marker, () => loading, resolve);
  });
  const oldButton = marker.querySelector("button") as HTMLButtonElement;
  const oldLink = marker.querySelector("a") as HTMLAnchorElement;
  return {
    heard,
    oldButton,
    oldLink,
    async render() {
      loaded();
      const replay = await shown;
      marker.innerHTML = html;
      for (const control of marker.querySelectorAll("button, a")) {
        const name = control.textContent;
        control.addEventListener("click", () => heard.push(`click ${name}`));
        control.addEventListener("keydown", (event) =>
          heard.push(`key ${(event as KeyboardEvent).key} ${name}`),
        );
      }
      replay(marker);
      return {
        button: marker.querySelector("button") as HTMLButtonElement,
        link: marker.querySelector("a") as HTMLAnchorElement,
      };
    },
  };
}

const press = (target: Element, init: PointerEventInit) =>
  target.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, button: 0, ...init }));
/** The mouse button let go over `target`, where no click follows (see each story). */
const release = (target: Element) =>
  target.dispatchEvent(
    new PointerEvent("pointerup", { bubbles: true, button: 0, pointerType: "mouse" }),
  );
const key = (target: Element, name: string) => {
  const event = new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};

const meta = {
  title: "Renderer/Load on first use",
  render: () => <div data-slot="stage" />,
  beforeEach: () => () => leftOnPage?.(),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Enter on a button while the code loads: the browser makes no click of it; the block gets one. */
export const EnterOnAButton: Story = {
  play: async ({ canvasElement }) => {
    const block = serverRendered(canvasElement);
    block.oldButton.focus();
    await expect(key(block.oldButton, "Enter").defaultPrevented).toBe(true);
    const { button } = await block.render();
    await expect(block.heard).toEqual(["click Share"]);
    await expect(button).toHaveFocus();
  },
};

/** Space on a button is a click as well. */
export const SpaceOnAButton: Story = {
  play: async ({ canvasElement }) => {
    const block = serverRendered(canvasElement);
    block.oldButton.focus();
    await expect(key(block.oldButton, " ").defaultPrevented).toBe(true);
    await block.render();
    await expect(block.heard).toEqual(["click Share"]);
  },
};

/** A key the block handles itself (an arrow in a gallery) reaches it as the same key. */
export const OtherKeysPassOn: Story = {
  play: async ({ canvasElement }) => {
    const block = serverRendered(canvasElement);
    block.oldButton.focus();
    await expect(key(block.oldButton, "ArrowRight").defaultPrevented).toBe(false);
    await block.render();
    await expect(block.heard).toEqual(["key ArrowRight Share"]);
  },
};

/**
 * A mouse press held while the block renders ends on its new nodes, where no click comes: let go
 * on the block's button, it is clicked then.
 */
export const PressSplitByTheRender: Story = {
  play: async ({ canvasElement }) => {
    const block = serverRendered(canvasElement);
    press(block.oldButton, { pointerType: "mouse" });
    const { button } = await block.render();
    await expect(block.heard).toEqual([]);
    release(button);
    await waitFor(() => expect(block.heard).toEqual(["click Share"]));
  },
};

/** A press dragged off the button and let go elsewhere is no click, as on a real button. */
export const PressDraggedOffWaits: Story = {
  play: async ({ canvasElement }) => {
    const block = serverRendered(canvasElement);
    press(block.oldButton, { pointerType: "mouse" });
    release(canvasElement);
    await block.render();
    await expect(block.heard).toEqual([]);
  },
};

/** Held while the block renders, then dragged off its button and let go: no click either. */
export const PressSplitAndDraggedOffWaits: Story = {
  play: async ({ canvasElement }) => {
    const block = serverRendered(canvasElement);
    press(block.oldButton, { pointerType: "mouse" });
    await block.render();
    release(canvasElement);
    // A click answering the release would be queued as a task by now: let it run first.
    await new Promise((resolve) => setTimeout(resolve));
    await expect(block.heard).toEqual([]);
  },
};

/** A press and its click both before the render are one action, answered once. */
export const PressAndClickAnsweredOnce: Story = {
  play: async ({ canvasElement }) => {
    const block = serverRendered(canvasElement);
    press(block.oldButton, { pointerType: "mouse" });
    block.oldButton.click();
    await block.render();
    await expect(block.heard).toEqual(["click Share"]);
  },
};

/** A touch clicks where the tap ends, and the right button opens a menu: neither is answered. */
export const TouchAndRightPressesWait: Story = {
  play: async ({ canvasElement }) => {
    const block = serverRendered(canvasElement);
    press(block.oldButton, { pointerType: "touch" });
    press(block.oldLink, { pointerType: "mouse", button: 2 });
    await block.render();
    await expect(block.heard).toEqual([]);
  },
};

/** The browser follows a clicked link at once; once the block is there its handlers run only. */
export const LinkFollowedOnce: Story = {
  play: async ({ canvasElement }) => {
    const block = serverRendered(canvasElement);
    press(block.oldLink, { pointerType: "mouse" });
    block.oldLink.click();
    await block.render();
    await expect(block.heard).toEqual(["followed yes", "click Print", "followed no"]);
  },
};

/** A link pressed as the block renders was never followed: the block's link is clicked. */
export const LinkPressSplitByTheRender: Story = {
  play: async ({ canvasElement }) => {
    const block = serverRendered(canvasElement);
    press(block.oldLink, { pointerType: "mouse" });
    const { link } = await block.render();
    release(link);
    await waitFor(() => expect(block.heard).toEqual(["click Print", "followed yes"]));
  },
};
