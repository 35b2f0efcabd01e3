/** Production skips blocks that cannot render; preview (the studio) shows a placeholder saying why. */
export type RenderMode = "production" | "preview";
