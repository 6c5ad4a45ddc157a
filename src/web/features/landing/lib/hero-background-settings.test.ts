import { describe, expect, it } from 'vitest';
import { resolveHeroBackground } from './hero-background-settings';

const resolve = (query: string, prefersReducedMotion = false) =>
  resolveHeroBackground(new URLSearchParams(query), prefersReducedMotion);

describe('resolveHeroBackground', () => {
  it('animates the WebGL field with parallax by default', () => {
    expect(resolve('')).toEqual({ mode: 'webgl', isAnimated: true, hasParallax: true });
  });

  it.each([
    ['bg=off', 'off'],
    ['bg=css', 'css'],
    ['bg=fallback', 'css'],
    ['bg=webgl', 'webgl'],
    ['bg=nonsense', 'webgl'],
  ] as const)('reads %s as the %s background', (query, mode) => {
    expect(resolve(query).mode).toBe(mode);
  });

  it('draws a still frame without parallax when reduced motion is preferred', () => {
    expect(resolve('', true)).toEqual({ mode: 'webgl', isAnimated: false, hasParallax: false });
  });

  it('lets motion=on and motion=off override the preference either way', () => {
    expect(resolve('motion=on', true)).toMatchObject({ isAnimated: true, hasParallax: true });
    expect(resolve('motion=off', false)).toMatchObject({ isAnimated: false, hasParallax: false });
  });

  it('turns only the parallax off with parallax=off', () => {
    expect(resolve('parallax=off')).toEqual({ mode: 'webgl', isAnimated: true, hasParallax: false });
  });
});
