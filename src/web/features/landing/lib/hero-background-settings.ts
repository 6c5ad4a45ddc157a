/** Landing background constants of SPEC §9. */
export const HERO_FIELD_INTENSITY = 0.6;
export const HERO_FIELD_FPS = 60;
/** SPEC §9 asks for 30 fps while the tab is hidden (browsers may throttle hidden timers further). */
export const HERO_FIELD_HIDDEN_FPS = 30;
export const HERO_FIELD_MAX_PIXEL_RATIO = 1.5;

/** SPEC §4 'Landing background: webgl, css or off'. */
export type HeroBackgroundMode = 'webgl' | 'css' | 'off';

export type HeroBackgroundSettings = {
  mode: HeroBackgroundMode;
  /** False draws one still frame. */
  isAnimated: boolean;
  /** The field follows the pointer; never without animation. */
  hasParallax: boolean;
};

/**
 * Reads the URL switches of SPEC §2 (`bg`, `motion`, `parallax`).
 *
 * With reduced motion preferred and no `motion` override we still draw the WebGL field, but as a single
 * static frame with no parallax: the page keeps its look and nothing moves. `motion=on` animates anyway,
 * `motion=off` freezes it even without the preference.
 */
export function resolveHeroBackground(
  params: URLSearchParams,
  prefersReducedMotion: boolean,
): HeroBackgroundSettings {
  const bg = params.get('bg');
  const mode: HeroBackgroundMode = bg === 'off' ? 'off' : bg === 'css' || bg === 'fallback' ? 'css' : 'webgl';
  const motion = params.get('motion');
  const isAnimated = motion === 'on' ? true : motion === 'off' ? false : !prefersReducedMotion;
  const hasParallax = isAnimated && params.get('parallax') !== 'off';
  return { mode, isAnimated, hasParallax };
}
