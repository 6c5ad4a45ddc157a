import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { afterFirstPaint } from '../lib/after-first-paint';
import {
  HERO_FIELD_FPS,
  HERO_FIELD_HIDDEN_FPS,
  HERO_FIELD_INTENSITY,
  HERO_FIELD_MAX_PIXEL_RATIO,
  resolveHeroBackground,
} from '../lib/hero-background-settings';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(REDUCED_MOTION_QUERY).matches,
    () => false,
  );
}

/** Roughly the WebGL field's palette, still: teal top right, indigo bottom left, over slate-950. */
const FALLBACK_GRADIENT = [
  'radial-gradient(ellipse at 80% 10%, rgb(13 148 136 / 0.45), transparent 55%)',
  'radial-gradient(ellipse at 15% 95%, rgb(79 70 229 / 0.35), transparent 60%)',
  'linear-gradient(160deg, #020617, #0f172a 55%, #042f2e)',
].join(', ');

/** The plain background: used when asked for (`bg=css`), and whenever WebGL cannot run. */
function CssFallback() {
  return (
    <div
      data-testid="hero-fallback"
      aria-hidden="true"
      className="absolute inset-0"
      style={{ backgroundImage: FALLBACK_GRADIENT }}
    />
  );
}

/**
 * The hero's full-bleed background (SPEC §2, §4: webgl, css or off). The WebGL module is imported only
 * after the first paint, so the headline never waits for it; until it draws, the hero's own dark
 * background shows.
 */
export function HeroBackground() {
  // The switches are read from the address as the page opens: the landing page runs without the router.
  const [searchParams] = useState(() => new URLSearchParams(window.location.search));
  const prefersReducedMotion = usePrefersReducedMotion();
  const { mode, isAnimated, hasParallax } = resolveHeroBackground(searchParams, prefersReducedMotion);
  const [hasWebGlFailed, setHasWebGlFailed] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (mode !== 'webgl') return;
    let isCancelled = false;
    let stopField: (() => void) | undefined;
    const cancelScheduled = afterFirstPaint(() => {
      import('../lib/hero-field-renderer')
        .then(({ mountHeroField }) => {
          const container = containerRef.current;
          if (isCancelled || !container) return;
          const handle = mountHeroField(container, {
            intensity: HERO_FIELD_INTENSITY,
            fps: HERO_FIELD_FPS,
            hiddenFps: HERO_FIELD_HIDDEN_FPS,
            maxPixelRatio: HERO_FIELD_MAX_PIXEL_RATIO,
            isAnimated,
            hasParallax,
            onContextLost: () => setHasWebGlFailed(true),
          });
          if (handle) stopField = handle.stop;
          else setHasWebGlFailed(true);
        })
        .catch(() => {
          // The chunk could not load (offline, a deploy in between): decoration only, so fall back.
          if (!isCancelled) setHasWebGlFailed(true);
        });
    });
    return () => {
      isCancelled = true;
      cancelScheduled();
      stopField?.();
    };
  }, [mode, isAnimated, hasParallax]);

  if (mode === 'off') return null;
  if (mode === 'css' || hasWebGlFailed) return <CssFallback />;
  // The renderer appends its own canvas here, so a remount always gets a fresh WebGL context.
  return <div ref={containerRef} aria-hidden="true" className="absolute inset-0" />;
}
