import { CheckIcon, CloudAlertIcon, LoaderCircleIcon } from "lucide-react";
import { useEditorStatus } from "../editor/editor-status.ts";

/** The autosave's state in words: Saving… / Saved / Couldn't save — retrying. */
export function SaveStatus() {
  const { save } = useEditorStatus();
  const [icon, text] =
    save.state === "saved"
      ? [<CheckIcon key="saved" aria-hidden="true" className="size-4 text-success" />, "Saved"]
      : save.state === "retrying"
        ? [
            <CloudAlertIcon key="retrying" aria-hidden="true" className="size-4 text-danger" />,
            "Couldn't save — retrying",
          ]
        : [
            <LoaderCircleIcon
              key="saving"
              aria-hidden="true"
              className="size-4 motion-safe:animate-spin"
            />,
            "Saving…",
          ];
  return (
    <p
      role="status"
      data-slot="save-status"
      data-state={save.state}
      title={save.error}
      className="flex items-center gap-1.5 whitespace-nowrap text-muted-foreground text-sm data-[state=retrying]:text-danger"
    >
      {icon}
      {text}
    </p>
  );
}
