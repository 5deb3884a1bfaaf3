import { Raster, type Rgb } from './png.ts';

/** The look of one demo camper: body colour, stripe colour, sky, and whether it has an alcove over the cab. */
export type CamperLook = { body: Rgb; stripe: Rgb; sky: Rgb; alcove: boolean };

const GROUND: Rgb = [96, 128, 72];
const ROAD: Rgb = [70, 70, 74];
const WINDOW: Rgb = [46, 62, 84];
const TYRE: Rgb = [28, 28, 30];
const RIM: Rgb = [190, 192, 198];

/** A side view of a motorhome on a road under a sky, drawn with code: the demo needs no downloaded pictures. */
export function drawCamper(look: CamperLook, width = 480, height = 300): Uint8Array {
  const img = new Raster(width, height, look.sky);
  const horizon = Math.round(height * 0.68);
  img.gradient(0, horizon, look.sky, [236, 240, 244]);
  img.rect(0, horizon, width, height - horizon, GROUND);
  img.rect(0, horizon + Math.round(height * 0.12), width, Math.round(height * 0.1), ROAD);

  const s = width / 480;
  const px = (v: number) => Math.round(v * s);
  const baseY = horizon + px(30);
  // Living box and cab.
  img.roundRect(px(60), baseY - px(150), px(280), px(130), px(14), look.body);
  img.roundRect(px(320), baseY - px(100), px(100), px(80), px(18), look.body);
  if (look.alcove) img.roundRect(px(300), baseY - px(150), px(80), px(45), px(12), look.body);
  img.rect(px(60), baseY - px(62), px(360), px(14), look.stripe);
  // Windows and door.
  img.roundRect(px(90), baseY - px(128), px(70), px(40), px(6), WINDOW);
  img.roundRect(px(190), baseY - px(128), px(60), px(40), px(6), WINDOW);
  const door: Rgb = [look.body[0] * 0.82, look.body[1] * 0.82, look.body[2] * 0.82].map(
    Math.round,
  ) as unknown as Rgb;
  img.roundRect(px(268), baseY - px(120), px(36), px(92), px(5), door);
  img.roundRect(px(274), baseY - px(112), px(24), px(22), px(4), WINDOW);
  img.roundRect(px(350), baseY - px(92), px(55), px(34), px(8), WINDOW);
  // Wheels.
  for (const cx of [px(130), px(360)]) {
    img.circle(cx, baseY - px(18), px(26), TYRE);
    img.circle(cx, baseY - px(18), px(11), RIM);
  }
  return img.toPng();
}

const WALL: Rgb = [60, 60, 64];
const FLOOR: Rgb = [236, 226, 206];

/** A top-down floor plan: cab, seating, kitchen, bathroom and bed as coloured blocks inside the walls. */
export function drawFloorPlan(accent: Rgb, width = 480, height = 200): Uint8Array {
  const img = new Raster(width, height, [250, 250, 250]);
  img.roundRect(10, 20, width - 20, height - 40, 18, WALL);
  img.roundRect(16, 26, width - 32, height - 52, 14, FLOOR);
  img.rect(width - 110, 40, 70, 50, [180, 190, 200]); // cab seats
  img.rect(width - 110, height - 90, 70, 50, [180, 190, 200]);
  img.rect(width - 210, 40, 80, 60, accent); // dinette
  img.rect(160, height - 80, 110, 46, [200, 200, 196]); // kitchen
  img.rect(160, 34, 70, 70, [170, 200, 220]); // bathroom
  img.rect(26, 40, 120, height - 80, accent); // bed
  img.rect(26, 40, 120, 18, [250, 250, 250]);
  return img.toPng();
}
