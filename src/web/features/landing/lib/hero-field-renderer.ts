/**
 * The landing hero's animated background: a soft, domain-warped noise field drawn by one fragment shader.
 * Hand-written WebGL 1 so it needs no 3D library; loaded with a dynamic import after the first paint, so it
 * is its own chunk and never part of the initial JavaScript.
 */

export type HeroFieldOptions = {
  /** Brightness of the field's colours over the dark base, 0–1. */
  intensity: number;
  /** Frame rate while the tab is visible, and while it is hidden. */
  fps: number;
  hiddenFps: number;
  maxPixelRatio: number;
  /** False draws one still frame (and redraws only on resize). */
  isAnimated: boolean;
  hasParallax: boolean;
  /** Called once if the GPU takes the context away; the caller then shows its CSS fallback. */
  onContextLost: () => void;
};

export type HeroFieldHandle = { stop: () => void };

const VERTEX_SHADER = `
attribute vec2 a_position;
void main() {
  gl_Position = vec4(a_position, 0.0, 1.0);
}
`;

const FRAGMENT_SHADER = `
#ifdef GL_FRAGMENT_PRECISION_HIGH
precision highp float;
#else
precision mediump float;
#endif

uniform vec2 u_resolution;
uniform float u_time;
uniform vec2 u_pointer;
uniform float u_intensity;

float hash(vec2 p) {
  p = fract(p * vec2(123.34, 456.21));
  p += dot(p, p + 45.32);
  return fract(p.x * p.y);
}

float noise(vec2 p) {
  vec2 i = floor(p);
  vec2 f = fract(p);
  vec2 u = f * f * (3.0 - 2.0 * f);
  return mix(mix(hash(i), hash(i + vec2(1.0, 0.0)), u.x),
             mix(hash(i + vec2(0.0, 1.0)), hash(i + vec2(1.0, 1.0)), u.x), u.y);
}

float fbm(vec2 p) {
  float value = 0.0;
  float amplitude = 0.5;
  for (int i = 0; i < 5; i++) {
    value += amplitude * noise(p);
    p = p * 2.02 + vec2(1.7, 9.2);
    amplitude *= 0.5;
  }
  return value;
}

void main() {
  vec2 uv = gl_FragCoord.xy / u_resolution;
  vec2 p = (gl_FragCoord.xy - 0.5 * u_resolution) / min(u_resolution.x, u_resolution.y);
  p += u_pointer * 0.06;
  float t = u_time * 0.035;

  vec2 warp = vec2(fbm(p * 1.3 + vec2(t, -t)), fbm(p * 1.3 + vec2(3.1 - t, 1.7 + t)));
  float field = fbm(p * 1.6 + warp * 1.8 + vec2(0.6 * t, -0.4 * t));

  vec3 base = vec3(0.008, 0.024, 0.090);
  vec3 teal = vec3(0.051, 0.580, 0.533);
  vec3 indigo = vec3(0.310, 0.275, 0.898);
  vec3 hue = mix(teal, indigo, smoothstep(0.25, 0.75, warp.x + 0.15 * uv.x));
  float glow = 0.12 + 0.88 * smoothstep(0.34, 0.66, field);

  // Darker towards the lower left, where the headline sits, so white text keeps its contrast.
  float shade = 0.55 + 0.45 * smoothstep(0.0, 1.2, uv.x * 0.7 + uv.y * 0.8);
  vec3 colour = base + hue * glow * u_intensity * shade;
  gl_FragColor = vec4(colour, 1.0);
}
`;

function compile(gl: WebGLRenderingContext, type: number, source: string): WebGLShader | null {
  const shader = gl.createShader(type);
  if (!shader) return null;
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  if (gl.getShaderParameter(shader, gl.COMPILE_STATUS)) return shader;
  gl.deleteShader(shader);
  return null;
}

function link(gl: WebGLRenderingContext): WebGLProgram | null {
  const vertex = compile(gl, gl.VERTEX_SHADER, VERTEX_SHADER);
  const fragment = compile(gl, gl.FRAGMENT_SHADER, FRAGMENT_SHADER);
  const program = gl.createProgram();
  if (!vertex || !fragment || !program) return null;
  gl.attachShader(program, vertex);
  gl.attachShader(program, fragment);
  gl.linkProgram(program);
  gl.deleteShader(vertex);
  gl.deleteShader(fragment);
  return gl.getProgramParameter(program, gl.LINK_STATUS) ? program : null;
}

/**
 * `failIfMajorPerformanceCaveat` does not catch every CPU rasteriser (Chromium hands out SwiftShader
 * through ANGLE without the caveat), so the renderer's name is checked too where the browser tells it.
 */
function isSoftwareRenderer(gl: WebGLRenderingContext): boolean {
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const renderer: unknown = info
    ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL)
    : gl.getParameter(gl.RENDERER);
  return (
    typeof renderer === 'string' && /swiftshader|llvmpipe|softpipe|software|basic render/i.test(renderer)
  );
}

/** A still frame looks best a little way into the animation rather than at its very start. */
const STILL_FRAME_SECONDS = 18;
/** Share of the remaining distance to the pointer covered each frame: a gentle, lagging drift. */
const PARALLAX_EASING = 0.04;

/**
 * Appends a canvas to `container` and starts drawing. Returns null (leaving nothing behind) when WebGL is
 * unavailable, so the caller can show its CSS fallback instead.
 */
export function mountHeroField(container: HTMLElement, options: HeroFieldOptions): HeroFieldHandle | null {
  const canvas = document.createElement('canvas');
  canvas.dataset.testid = 'hero-canvas';
  canvas.setAttribute('aria-hidden', 'true');
  canvas.className = 'absolute inset-0 size-full';
  canvas.style.opacity = '0';
  if (options.isAnimated) canvas.style.transition = 'opacity 800ms ease-out';
  container.append(canvas);

  // Animating on a software renderer would spend the CPU on decoration, so then the CSS gradient shows
  // instead. One still frame is cheap anywhere.
  const gl = canvas.getContext('webgl', {
    alpha: false,
    antialias: false,
    depth: false,
    stencil: false,
    powerPreference: 'low-power',
    failIfMajorPerformanceCaveat: options.isAnimated,
  });
  const isUsable = gl && !gl.isContextLost() && !(options.isAnimated && isSoftwareRenderer(gl));
  const program = isUsable ? link(gl) : null;
  if (!gl || !program) {
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    canvas.remove();
    return null;
  }

  gl.useProgram(program);
  const buffer = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
  // One triangle that covers the whole viewport.
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 3, -1, -1, 3]), gl.STATIC_DRAW);
  const position = gl.getAttribLocation(program, 'a_position');
  gl.enableVertexAttribArray(position);
  gl.vertexAttribPointer(position, 2, gl.FLOAT, false, 0, 0);

  const uResolution = gl.getUniformLocation(program, 'u_resolution');
  const uTime = gl.getUniformLocation(program, 'u_time');
  const uPointer = gl.getUniformLocation(program, 'u_pointer');
  const uIntensity = gl.getUniformLocation(program, 'u_intensity');
  gl.uniform1f(uIntensity, options.intensity);

  const pointerTarget = { x: 0, y: 0 };
  const pointer = { x: 0, y: 0 };
  const startedAt = performance.now();
  let frameHandle: number | undefined;
  let timeoutHandle: number | undefined;
  let lastDrawAt = -Infinity;
  let isStopped = false;

  const draw = (now: number) => {
    pointer.x += (pointerTarget.x - pointer.x) * PARALLAX_EASING;
    pointer.y += (pointerTarget.y - pointer.y) * PARALLAX_EASING;
    const seconds = options.isAnimated ? (now - startedAt) / 1000 : STILL_FRAME_SECONDS;
    gl.uniform2f(uResolution, canvas.width, canvas.height);
    gl.uniform1f(uTime, seconds);
    gl.uniform2f(uPointer, pointer.x, pointer.y);
    gl.drawArrays(gl.TRIANGLES, 0, 3);
    canvas.style.opacity = '1';
  };

  const resize = () => {
    const ratio = Math.min(window.devicePixelRatio || 1, options.maxPixelRatio);
    const width = Math.max(1, Math.round(canvas.clientWidth * ratio));
    const height = Math.max(1, Math.round(canvas.clientHeight * ratio));
    if (canvas.width === width && canvas.height === height) return;
    canvas.width = width;
    canvas.height = height;
    gl.viewport(0, 0, width, height);
    if (!options.isAnimated) draw(performance.now());
  };

  const cancelScheduled = () => {
    if (frameHandle !== undefined) cancelAnimationFrame(frameHandle);
    if (timeoutHandle !== undefined) window.clearTimeout(timeoutHandle);
    frameHandle = undefined;
    timeoutHandle = undefined;
  };

  // Animation frames stop entirely in a hidden tab, so the hidden rate runs on a timer instead.
  const schedule = () => {
    if (document.hidden)
      timeoutHandle = window.setTimeout(() => tick(performance.now()), 1000 / options.hiddenFps);
    else frameHandle = requestAnimationFrame(tick);
  };

  const tick = (now: number) => {
    const interval = 1000 / (document.hidden ? options.hiddenFps : options.fps);
    // A millisecond of slack so a 60 Hz display's jitter does not halve the rate.
    if (now - lastDrawAt >= interval - 1) {
      lastDrawAt = now;
      draw(now);
    }
    schedule();
  };

  const onVisibilityChange = () => {
    cancelScheduled();
    schedule();
  };

  const onPointerMove = (event: PointerEvent) => {
    pointerTarget.x = (event.clientX / window.innerWidth) * 2 - 1;
    pointerTarget.y = 1 - (event.clientY / window.innerHeight) * 2;
  };

  const observer = new ResizeObserver(resize);

  const stop = () => {
    if (isStopped) return;
    isStopped = true;
    cancelScheduled();
    observer.disconnect();
    document.removeEventListener('visibilitychange', onVisibilityChange);
    window.removeEventListener('pointermove', onPointerMove);
    canvas.removeEventListener('webglcontextlost', onContextLost);
    gl.deleteBuffer(buffer);
    gl.deleteProgram(program);
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    canvas.remove();
  };

  function onContextLost() {
    stop();
    options.onContextLost();
  }

  canvas.addEventListener('webglcontextlost', onContextLost);
  observer.observe(canvas);
  resize();
  if (options.isAnimated) {
    document.addEventListener('visibilitychange', onVisibilityChange);
    if (options.hasParallax) window.addEventListener('pointermove', onPointerMove, { passive: true });
    schedule();
  } else {
    draw(performance.now());
  }

  return { stop };
}
