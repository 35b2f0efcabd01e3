/**
 * A vehicle's video, wherever it is shown (the gallery's second slide, the video block): a file
 * the page plays itself, or a player in an iframe. YouTube and Vimeo links become their
 * privacy-enhanced players (youtube-nocookie.com; Vimeo with do-not-track), so no tracking cookie
 * is set before the shopper plays the video.
 */
export type VehicleVideo =
  | { source: "file"; url: string }
  | { source: "youtube" | "vimeo" | "external"; url: string };

export type VehicleVideoInput = {
  video_url?: string | null | undefined;
  external_video_url?: string | null | undefined;
};

const youtubeId = /^[\w-]{11}$/;
const vimeoId = /^\d+$/;

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/** The YouTube video a link points at: watch?v=, youtu.be/, /embed/, /shorts/, /live/. */
function youtubeVideoId(url: URL): string | undefined {
  const host = url.hostname.replace(/^(www\.|m\.)/, "");
  let id: string | null | undefined;
  if (host === "youtu.be") id = url.pathname.split("/")[1];
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    const [, first, second] = url.pathname.split("/");
    id =
      first === "watch"
        ? url.searchParams.get("v")
        : ["embed", "shorts", "live"].includes(first ?? "")
          ? second
          : undefined;
  }
  return id && youtubeId.test(id) ? id : undefined;
}

/** The Vimeo video a link points at: vimeo.com/123, vimeo.com/channels/x/123, player.vimeo.com/video/123. */
function vimeoVideoId(url: URL): string | undefined {
  const host = url.hostname.replace(/^www\./, "");
  if (host !== "vimeo.com" && host !== "player.vimeo.com") return undefined;
  const id = url.pathname.split("/").filter(Boolean).at(-1);
  return id && vimeoId.test(id) ? id : undefined;
}

/** One link as the page shows it; undefined for what no browser should load. */
function readVideo(link: string, asFile: boolean): VehicleVideo | undefined {
  const url = parse(link);
  if (url && url.protocol !== "https:" && url.protocol !== "http:") {
    return asFile && url.protocol === "data:" ? { source: "file", url: link } : undefined;
  }
  if (url) {
    const youtube = youtubeVideoId(url);
    if (youtube)
      return { source: "youtube", url: `https://www.youtube-nocookie.com/embed/${youtube}` };
    const vimeo = vimeoVideoId(url);
    if (vimeo) return { source: "vimeo", url: `https://player.vimeo.com/video/${vimeo}?dnt=1` };
  }
  // A feed's own file may be a path on the site; an external player needs a full address.
  if (asFile) return { source: "file", url: link };
  return url ? { source: "external", url: link } : undefined;
}

/**
 * The vehicle's video: its video_url (a file, or a YouTube or Vimeo link), else its
 * external_video_url (a player page shown in an iframe); undefined when it has neither.
 */
export function vehicleVideo(media: VehicleVideoInput): VehicleVideo | undefined {
  const file = media.video_url?.trim();
  if (file) return readVideo(file, true);
  const external = media.external_video_url?.trim();
  return external ? readVideo(external, false) : undefined;
}

/** The player's address once the shopper has asked for the video: it starts playing at once. */
export function autoplayUrl(video: VehicleVideo): string {
  if (video.source !== "youtube" && video.source !== "vimeo") return video.url;
  const url = new URL(video.url);
  url.searchParams.set("autoplay", "1");
  return url.href;
}
