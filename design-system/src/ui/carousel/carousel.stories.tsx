import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
} from "./carousel.tsx";

const slides = ["Front", "Side", "Rear", "Interior", "Boot"];

function PhotoCarousel(props: { opts?: { loop?: boolean; startIndex?: number } }) {
  return (
    <Carousel aria-label="Vehicle photos" className="mx-auto max-w-md px-12" {...props}>
      <CarouselContent>
        {slides.map((name, index) => (
          <CarouselItem key={name} aria-label={`${index + 1} of ${slides.length}`}>
            <div className="flex aspect-[3/2] items-center justify-center rounded-lg border bg-muted font-semibold text-lg">
              {name}
            </div>
          </CarouselItem>
        ))}
      </CarouselContent>
      <CarouselPrevious className="absolute top-1/2 left-0 -translate-y-1/2" />
      <CarouselNext className="absolute top-1/2 right-0 -translate-y-1/2" />
    </Carousel>
  );
}

const meta = {
  title: "Primitives/Carousel",
  component: PhotoCarousel,
} satisfies Meta<typeof PhotoCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole("region", { name: "Vehicle photos" });
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    const previous = canvas.getByRole("button", { name: "Previous slide" });
    const next = canvas.getByRole("button", { name: "Next slide" });
    const status = () => carousel.querySelector('[data-slot="carousel-status"]');

    await waitFor(() => expect(status()).toHaveTextContent("Slide 1 of 5"));
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();

    await userEvent.click(next);
    await waitFor(() => expect(status()).toHaveTextContent("Slide 2 of 5"));
    await expect(previous).toBeEnabled();

    await userEvent.click(previous);
    await waitFor(() => expect(status()).toHaveTextContent("Slide 1 of 5"));
    await expect(previous).toBeDisabled();

    // Arrow keys scroll while focus is inside the carousel.
    next.focus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}");
    await waitFor(() => expect(status()).toHaveTextContent("Slide 5 of 5"));
    await expect(next).toBeDisabled();
    await userEvent.keyboard("{ArrowRight}");
    await expect(status()).toHaveTextContent("Slide 5 of 5");

    await userEvent.click(previous);
    await waitFor(() => expect(status()).toHaveTextContent("Slide 4 of 5"));
    await expect(next).toBeEnabled();
  },
};

/** Spec: one usage loops and starts at index 1. Neither end disables the buttons. */
export const Looping: Story = {
  args: { opts: { loop: true, startIndex: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole("region", { name: "Vehicle photos" });
    const previous = canvas.getByRole("button", { name: "Previous slide" });
    const next = canvas.getByRole("button", { name: "Next slide" });
    const status = () => carousel.querySelector('[data-slot="carousel-status"]');

    await waitFor(() => expect(status()).toHaveTextContent("Slide 2 of 5"));
    await userEvent.click(previous);
    await waitFor(() => expect(status()).toHaveTextContent("Slide 1 of 5"));
    await expect(previous).toBeEnabled();
    await userEvent.click(previous);
    await waitFor(() => expect(status()).toHaveTextContent("Slide 5 of 5"));
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await waitFor(() => expect(status()).toHaveTextContent("Slide 1 of 5"));
  },
};

/** A swipe on the slides moves one slide, even begun before the slider's code (Embla) is there. */
export const SwipedBeforeReady: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole("region", { name: "Vehicle photos" });
    const status = () => carousel.querySelector('[data-slot="carousel-status"]');
    await waitFor(() => expect(status()).toHaveTextContent("Slide 1 of 5"));
    await expect(carousel).toHaveAttribute("data-state", "static");
    const slides = carousel.querySelector<HTMLElement>('[data-slot="carousel-viewport"]');
    if (!slides) throw new Error("no slides");
    const box = slides.getBoundingClientRect();
    const at = (x: number) => ({ clientX: box.left + x, clientY: box.top + box.height / 2 });
    await userEvent.pointer([
      { keys: "[MouseLeft>]", target: slides, coords: at(box.width - 20) },
      { target: slides, coords: at(box.width - 80) },
      { keys: "[/MouseLeft]", target: slides, coords: at(box.width - 140) },
    ]);
    await waitFor(() => expect(status()).toHaveTextContent("Slide 2 of 5"));
    await expect(carousel).toHaveAttribute("data-state", "ready");
  },
};
