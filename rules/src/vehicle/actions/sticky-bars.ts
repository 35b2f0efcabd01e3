/** Spec: "Sticky vehicle header after 500 px of scroll". */
const stickyHeaderAfterPx = 500;

type CallBarSetting = { enabled: boolean; threshold: number };

/**
 * Which of the vehicle page's sticky bars show at a scroll position: the header past 500 px, the
 * call bar past its site's threshold (900 px on one group) where the site has one.
 */
export function stickyBarsShown(scrollY: number, callBar: CallBarSetting) {
  return {
    header: scrollY > stickyHeaderAfterPx,
    callBar: callBar.enabled && scrollY > callBar.threshold,
  };
}
