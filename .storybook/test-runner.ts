import { getStoryContext, type TestRunnerConfig } from "@storybook/test-runner";

const config: TestRunnerConfig = {
  // Stories run with reduced motion, so play functions and the axe check after them see settled,
  // fully opaque content. A story sets `parameters.reducedMotion = false` to test its animation.
  async preVisit(page, context) {
    const { parameters } = await getStoryContext(page, context);
    await page.emulateMedia({
      reducedMotion: parameters.reducedMotion === false ? "no-preference" : "reduce",
    });
  },
};

export default config;
