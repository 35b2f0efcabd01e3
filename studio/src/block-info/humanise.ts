/** `hitsPerPage` -> "Hits per page", `dealership_id` -> "Dealership id". */
export function humanise(key: string): string {
  const words = key
    .replace(/[_-]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const zoneLabels: Record<string, string> = {
  top: "Top",
  main: "Main",
  sidebar: "Sidebar",
  bottom: "Bottom",
  header: "Header",
  footer: "Footer",
};

export function zoneLabel(zone: string): string {
  return zoneLabels[zone] ?? humanise(zone);
}
