import {
  type Active,
  DndContext,
  type DragEndEvent,
  type DragMoveEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  type Over,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { toast } from "@storefront/design-system/ui/toast/toast-store.ts";
import { type ReactNode, useMemo, useRef, useState } from "react";
import { newBlockId } from "../../editor/data/block-ids.ts";
import { useEditorCommands } from "../../editor/editor-commands.ts";
import type { Draft } from "../../editor/editor-state.ts";
import { blockKey, focusBlockCard } from "../focus-block.ts";
import {
  cancelled,
  describeDrop,
  dropped,
  overTarget,
  pickedUp,
  screenReaderInstructions,
} from "./announcements.ts";
import { builderCollisions } from "./collision.ts";
import { type DragSource, type DropTarget, targetZone } from "./drag-data.ts";
import { type DragHover, DragHoverContext, idleDrag, zoneKey } from "./drag-hover.ts";
import { DragPreview } from "./drag-preview.tsx";
import { dropOutcome, landsAfter } from "./drop-action.ts";
import { setDropHint } from "./drop-hint.ts";
import { builderKeyboardCoordinates } from "./keyboard-coordinates.ts";

const sourceOf = (active: Active | null) =>
  (active?.data.current as { source?: DragSource } | undefined)?.source ?? null;
const targetOf = (over: Over | null) =>
  (over?.data.current as { target?: DropTarget } | undefined)?.target ?? null;

/** With a pointer, whether the dragged card's middle is past the middle of the block it is over. */
function pointerAfter(event: DragMoveEvent): boolean | undefined {
  const dragged = event.active.rect.current.translated;
  const over = event.over?.rect;
  if (!dragged || !over || event.activatorEvent instanceof KeyboardEvent) return undefined;
  return dragged.top + dragged.height / 2 > over.top + over.height / 2;
}

/** Where the drop would land now: the hover state of the zones and the line between blocks. */
function hoverOf(event: DragMoveEvent, draft: Draft): DragHover {
  const source = sourceOf(event.active);
  const target = targetOf(event.over);
  if (!source || !target) {
    setDropHint(null);
    return { source, overZone: null, refusal: null };
  }
  const after =
    target.kind === "block" ? landsAfter(draft, source, target, pointerAfter(event)) : false;
  const outcome = dropOutcome(draft, source, target, { after, newId: () => "" });
  setDropHint(
    outcome.kind === "action" && target.kind === "block"
      ? { key: blockKey(target.ref), after }
      : null,
  );
  return {
    source,
    overZone: zoneKey(targetZone(target)),
    refusal: outcome.kind === "refused" ? outcome.reason : null,
  };
}

const sameHover = (a: DragHover, b: DragHover) =>
  a.source === b.source && a.overZone === b.overZone && a.refusal === b.refusal;

/**
 * Drag and drop for the page builder, by pointer or keyboard: blocks from the palette into
 * zones, and blocks within and between zones. Drops only dispatch editor actions; a drop the
 * placement rules refuse changes nothing and says why.
 */
export function BuilderDnd({ children }: { children: ReactNode }) {
  const { dispatch, getDraft, select } = useEditorCommands();
  const [hover, setHover] = useState<DragHover>(idleDrag);
  // The drop handler runs before the drop's announcement, so it words the sentence first.
  const dropSentence = useRef<string | undefined>(undefined);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: builderKeyboardCoordinates }),
  );

  const accessibility = useMemo(
    () => ({
      screenReaderInstructions,
      announcements: {
        onDragStart: ({ active }: { active: Active }) => {
          const source = sourceOf(active);
          return source ? pickedUp(getDraft(), source) : undefined;
        },
        onDragOver: ({ active, over }: { active: Active; over: Over | null }) => {
          const source = sourceOf(active);
          return source ? overTarget(getDraft(), source, targetOf(over)) : undefined;
        },
        onDragEnd: ({ active, over }: { active: Active; over: Over | null }) => {
          const sentence = dropSentence.current;
          dropSentence.current = undefined;
          if (sentence) return sentence;
          const source = sourceOf(active);
          return source ? dropped(getDraft(), source, targetOf(over)) : undefined;
        },
        onDragCancel: ({ active }: { active: Active }) => {
          const source = sourceOf(active);
          return source ? cancelled(source) : undefined;
        },
      },
    }),
    [getDraft],
  );

  const follow = (event: DragMoveEvent) => {
    const next = hoverOf(event, getDraft());
    setHover((current) => (sameHover(current, next) ? current : next));
  };

  function onDragStart({ active }: DragStartEvent) {
    setHover({ source: sourceOf(active), overZone: null, refusal: null });
  }

  function finish() {
    setHover(idleDrag);
    setDropHint(null);
  }

  function onDragEnd(event: DragEndEvent) {
    finish();
    const source = sourceOf(event.active);
    const target = targetOf(event.over);
    if (!source || !target) return;
    const draft = getDraft();
    const outcome = dropOutcome(draft, source, target, {
      after:
        target.kind === "block" ? landsAfter(draft, source, target, pointerAfter(event)) : false,
      newId: () => newBlockId(draft, source.type),
    });
    dropSentence.current = describeDrop(draft, source, target, outcome);
    if (outcome.kind === "refused") {
      toast({ title: "The block was not moved", description: outcome.reason, variant: "danger" });
      return;
    }
    if (outcome.kind !== "action") return;
    dispatch(outcome.action);
    const blockId =
      outcome.action.type === "block/insert"
        ? outcome.action.block.id
        : source.kind === "block"
          ? source.ref.blockId
          : "";
    const ref = { ...targetZone(target), blockId };
    if (source.kind === "palette") select({ kind: "block", block: ref });
    focusBlockCard(ref, source.kind === "block" ? "handle" : "select");
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={builderCollisions}
      accessibility={accessibility}
      onDragStart={onDragStart}
      onDragMove={follow}
      onDragOver={follow}
      onDragEnd={onDragEnd}
      onDragCancel={finish}
    >
      <DragHoverContext.Provider value={hover}>{children}</DragHoverContext.Provider>
      <DragOverlay dropAnimation={null}>
        {hover.source ? <DragPreview source={hover.source} refusal={hover.refusal} /> : null}
      </DragOverlay>
    </DndContext>
  );
}
