import { Button } from "@storefront/design-system/ui/button/button.tsx";
import { type PreviewDeviceId, previewDevices } from "../frame/devices.ts";

type DeviceSwitcherProps = { value: PreviewDeviceId; onChange: (device: PreviewDeviceId) => void };

/** The screen width the preview is drawn at: a phone, a tablet or a desktop. */
export function DeviceSwitcher({ value, onChange }: DeviceSwitcherProps) {
  return (
    <fieldset className="flex flex-wrap gap-1">
      <legend className="sr-only">Screen width</legend>
      {previewDevices.map((device) => (
        <Button
          key={device.id}
          size="sm"
          variant={device.id === value ? "primary" : "outline"}
          aria-pressed={device.id === value}
          title={`${device.width} pixels wide`}
          onClick={() => onChange(device.id)}
        >
          {device.label}
          <span className="text-xs opacity-80">{device.width}</span>
        </Button>
      ))}
    </fieldset>
  );
}
