/**
 * How one generated clip looks and sounds, derived from its index alone so a
 * clip is the same on every machine: a palette for the moving gradient, the
 * paths and colours of the shapes, and the chord of the tone. Generated and
 * non-explicit by construction (issue 13 item 1).
 */

export interface ClipLook {
  /** Three colours blended by two sine waves across the picture (computed once, then panned over). */
  gradient: { colors: [string, string, string]; waves: [Wave, Wave] };
  /** Two moving boxes and a disc, each on its own Lissajous path (frequencies in Hz). */
  boxes: { color: string; size: number; fx: number; fy: number; phase: number }[];
  disc: { color: string; size: number; fx: number; fy: number };
  /** Left and right fundamental (Hz), their overtones, the pulse rate (Hz). */
  tone: { left: number; right: number; pulse: number };
}

/** A plane wave over the picture: cycles across its width and height, and where it starts. */
export interface Wave {
  x: number;
  y: number;
  phase: number;
}

/** Semitone steps of a major pentatonic over two octaves: every clip gets a different note. */
const PENTATONIC = [0, 2, 4, 7, 9, 12, 14, 16, 19, 21, 24, 26, 28, 31, 33, 36];

export function clipLook(index: number): ClipLook {
  const hue = (index * 137.508) % 360; // golden angle: neighbouring clips get far-apart hues
  const note = PENTATONIC[index % PENTATONIC.length] ?? 0;
  const root = 110 * 2 ** (note / 12);
  return {
    gradient: {
      colors: [hslHex(hue, 0.7, 0.42), hslHex(hue + 70, 0.65, 0.5), hslHex(hue + 200, 0.6, 0.3)],
      waves: [
        { x: 0.4 + (index % 3) * 0.2, y: 0.3 + (index % 4) * 0.15, phase: index * 0.9 },
        { x: 0.25 + (index % 5) * 0.1, y: -0.5 + (index % 2) * 0.3, phase: index * 1.7 },
      ],
    },
    boxes: [
      { color: hslHex(hue + 180, 0.8, 0.62), size: 150 + (index % 4) * 20, fx: 0.35 + (index % 5) * 0.09, fy: 0.27 + (index % 3) * 0.11, phase: index },
      { color: hslHex(hue + 120, 0.75, 0.7), size: 90 + (index % 3) * 20, fx: 0.22 + (index % 4) * 0.07, fy: 0.41 + (index % 5) * 0.05, phase: index * 2.1 },
    ],
    disc: { color: hslHex(hue + 240, 0.7, 0.8), size: 110 + (index % 5) * 12, fx: 0.13 + (index % 3) * 0.05, fy: 0.19 + (index % 4) * 0.04 },
    tone: { left: round(root), right: round(root * 1.25), pulse: 0.25 + (index % 4) * 0.25 },
  };
}

/** ffmpeg colour syntax 0xRRGGBB from HSL (hue in degrees, any value). */
export function hslHex(hueDegrees: number, saturation: number, lightness: number): string {
  const h = (((hueDegrees % 360) + 360) % 360) / 360;
  const q = lightness < 0.5 ? lightness * (1 + saturation) : lightness + saturation - lightness * saturation;
  const p = 2 * lightness - q;
  const channel = (t: number) => {
    const x = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    const v = x < 1 / 6 ? p + (q - p) * 6 * x : x < 1 / 2 ? q : x < 2 / 3 ? p + (q - p) * (2 / 3 - x) * 6 : p;
    return Math.round(v * 255).toString(16).padStart(2, '0');
  };
  return `0x${channel(h + 1 / 3)}${channel(h)}${channel(h - 1 / 3)}`;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
