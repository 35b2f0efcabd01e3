// The page's main-thread CPU time during each timed interaction, from a DevTools trace: the
// thread's own clock (a trace event's `tdur`) counts only the time the thread ran, so on a
// machine shared with other jobs it moves far less than the wall-clock time does. Split into
// script and the rest, and style, layout and paint.

const categories = "devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing";
const windowName = "timed-interaction";
const rendering = new Set(
  ["UpdateLayoutTree", "Layout", "Paint", "PrePaint", "Layerize", "Commit", "UpdateLayer"].concat([
    "Document::recalcStyle",
    "LocalFrameView::performLayout",
    "Document::rebuildLayoutTree",
    "PaintImage",
    "Blink.PrePaint.UpdateTime",
    "PaintArtifactCompositor::Update",
    "InlineNode::ShapeTextIncludingFirstLine",
  ]),
);

/** Starts tracing the page behind `cdp`; `stop()` gives each marked window's CPU time. */
export async function traceMainThread(cdp) {
  const events = [];
  cdp.on("Tracing.dataCollected", (message) => events.push(...message.value));
  await cdp.send("Tracing.start", { categories, transferMode: "ReportEvents" });
  return {
    /** Marks the interaction just timed (from its input event, `elapsed` ms long). */
    mark: (page, elapsed) =>
      page.evaluate(
        ({ name, elapsed }) => {
          const start = window.__interactionTimer.state().started;
          performance.measure(name, { start, end: start + elapsed });
        },
        { name: windowName, elapsed },
      ),
    async stop() {
      const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
      await cdp.send("Tracing.end");
      await complete;
      return windowsCpu(events);
    },
  };
}

/** Each marked window's main-thread CPU ms, in order: `{ total, rendering }`. */
function windowsCpu(events) {
  const main = new Set(
    events
      .filter((e) => e.ph === "M" && e.name === "thread_name" && e.args.name === "CrRendererMain")
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const windows = [];
  const open = new Map();
  for (const e of events) {
    if (e.name !== windowName) continue;
    const id = e.id2?.local ?? e.id;
    if (e.ph === "b") open.set(id, e.ts);
    else if (e.ph === "e") windows.push([open.get(id), e.ts]);
  }
  windows.sort((a, b) => a[0] - b[0]);
  const slices = events
    .filter((e) => e.ph === "X" && e.dur !== undefined && main.has(`${e.pid}:${e.tid}`))
    .sort((a, b) => a.pid - b.pid || a.tid - b.tid || a.ts - b.ts || b.dur - a.dur);
  // Each slice's own time: its thread time less its children's.
  const stack = [];
  const own = new Map();
  for (const e of slices) {
    while (stack.length && !(sameThread(stack.at(-1), e) && e.ts < end(stack.at(-1)))) stack.pop();
    const parent = stack.at(-1);
    if (parent) own.set(parent, (own.get(parent) ?? cpu(parent)) - cpu(e));
    stack.push(e);
  }
  return windows.map(([from, to]) => {
    let total = 0;
    let paint = 0;
    for (const e of slices) {
      if (end(e) <= from || e.ts >= to) continue;
      const share = (Math.min(to, end(e)) - Math.max(from, e.ts)) / (e.dur || 1);
      const ms = (Math.max(0, own.get(e) ?? cpu(e)) * share) / 1000;
      total += ms;
      if (rendering.has(e.name)) paint += ms;
    }
    return { total, rendering: paint };
  });
}

const end = (e) => e.ts + e.dur;
const cpu = (e) => e.tdur ?? e.dur;
const sameThread = (a, b) => a.pid === b.pid && a.tid === b.tid;
