// Writes the sample pictures the seeded catalogue and the static pages point at, into
// public/images. Every picture is drawn here from shapes (no photos, no outside artwork), with a
// seeded random generator, so running it again gives byte-identical files.
// Usage: npm run images
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { mulberry32 } from "./lib/seeded-random.js";

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT = path.join(ROOT, "public", "images");
const W = 1600;
const H = 900;

const BRAND = { 50: "#eef6f8", 100: "#d5e9ee", 600: "#0f6b80", 700: "#0b5566", 800: "#0a4452", 900: "#08323d" };
const ACCENT = { 400: "#f5b942", 500: "#e9a21c", 700: "#8a5a00" };

/** Seeded, so every run draws the same scenery. */
const random = mulberry32;

const r1 = (value) => Math.round(value * 10) / 10;

function svg(content, { width = W, height = H, title }) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">` +
    `<title>${title}</title>${content}</svg>\n`
  );
}

function linear(id, stops, vertical = true) {
  const axis = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${axis}>${stops
    .map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`)
    .join("")}</linearGradient>`;
}

function sky(top, bottom, extraStops = []) {
  return `<defs>${linear("sky", [[0, top], ...extraStops, [1, bottom]])}</defs><rect width="${W}" height="${H}" fill="url(#sky)"/>`;
}

/** A ridge line across the picture, filled down to the bottom edge. */
function ridge(rand, { y, amp, steps = 12, fill, opacity = 1, sharp = false }) {
  const points = [];
  for (let i = 0; i <= steps; i++) points.push([(W / steps) * i, y + (rand() - 0.5) * 2 * amp]);
  let d = `M0 ${H}L0 ${r1(points[0][1])}`;
  for (let i = 1; i < points.length; i++) {
    const [x, py] = points[i];
    if (sharp) d += `L${r1(x)} ${r1(py)}`;
    else {
      const [px, ppy] = points[i - 1];
      d += `Q${r1(px + (x - px) / 2)} ${r1(Math.min(py, ppy) - amp * 0.3)} ${r1(x)} ${r1(py)}`;
    }
  }
  d += `L${W} ${H}Z`;
  return `<path d="${d}" fill="${fill}"${opacity < 1 ? ` opacity="${opacity}"` : ""}/>`;
}

function sun(cx, cy, r, color, glow = 0.25) {
  return `<circle cx="${cx}" cy="${cy}" r="${r * 1.8}" fill="${color}" opacity="${glow}"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/>`;
}

function cloud(x, y, s, color = "#fff", opacity = 0.8) {
  return `<g fill="${color}" opacity="${opacity}"><ellipse cx="${x}" cy="${y}" rx="${90 * s}" ry="${26 * s}"/><ellipse cx="${r1(x - 40 * s)}" cy="${r1(y - 14 * s)}" rx="${46 * s}" ry="${30 * s}"/><ellipse cx="${r1(x + 28 * s)}" cy="${r1(y - 22 * s)}" rx="${52 * s}" ry="${36 * s}"/></g>`;
}

function stars(rand, count, maxY) {
  let out = '<g fill="#fff">';
  for (let i = 0; i < count; i++)
    out += `<circle cx="${r1(rand() * W)}" cy="${r1(rand() * maxY)}" r="${r1(0.8 + rand() * 1.8)}" opacity="${r1(0.4 + rand() * 0.6)}"/>`;
  return `${out}</g>`;
}

function palm(x, y, h, color, lean = 1) {
  const topX = x + lean * h * 0.18;
  const topY = y - h;
  let fronds = "";
  for (const [dx, dy] of [
    [-1, 0.1],
    [-0.8, -0.35],
    [-0.2, -0.5],
    [0.4, -0.45],
    [0.9, -0.15],
    [1, 0.2],
  ]) {
    const ex = r1(topX + dx * h * 0.42);
    const ey = r1(topY + dy * h * 0.42 + h * 0.12);
    fronds += `<path d="M${r1(topX)} ${r1(topY)}Q${r1((topX + ex) / 2)} ${r1(topY - h * 0.14)} ${ex} ${ey}" stroke="${color}" stroke-width="${r1(h * 0.05)}" fill="none" stroke-linecap="round"/>`;
  }
  return `<path d="M${x} ${y}Q${r1(x + lean * h * 0.02)} ${r1(y - h * 0.6)} ${r1(topX)} ${r1(topY)}" stroke="${color}" stroke-width="${r1(h * 0.045)}" fill="none" stroke-linecap="round"/>${fronds}`;
}

function sea(y, top, bottom, rand, lines = 10, lineColor = "#fff") {
  let out = `<defs>${linear("sea", [
    [0, top],
    [1, bottom],
  ])}</defs><rect y="${y}" width="${W}" height="${H - y}" fill="url(#sea)"/><g stroke="${lineColor}" stroke-linecap="round" opacity="0.35">`;
  for (let i = 0; i < lines; i++) {
    const ly = r1(y + 20 + rand() * (H - y - 30));
    const lx = r1(rand() * W);
    out += `<line x1="${lx}" y1="${ly}" x2="${r1(lx + 60 + rand() * 140)}" y2="${ly}" stroke-width="${r1(2 + rand() * 3)}"/>`;
  }
  return `${out}</g>`;
}

// ---------------------------------------------------------------- scenes

function terraces(rand, y0, colors) {
  let out = "";
  for (let i = 0; i < colors.length; i++) {
    const y = y0 + i * ((H - y0) / colors.length);
    out += `<path d="M0 ${H}L0 ${r1(y + rand() * 20)}C${r1(W * 0.3)} ${r1(y - 50 - rand() * 40)} ${r1(W * 0.6)} ${r1(y + 60)} ${W} ${r1(y - 10 - rand() * 30)}L${W} ${H}Z" fill="${colors[i]}"/>`;
    out += `<path d="M0 ${r1(y + 6)}C${r1(W * 0.3)} ${r1(y - 44)} ${r1(W * 0.6)} ${r1(y + 66)} ${W} ${r1(y - 4)}" stroke="#d9f2c7" stroke-width="3" fill="none" opacity="0.45"/>`;
  }
  return out;
}

function meru(x, y, s, color) {
  let out = `<rect x="${r1(x - 40 * s)}" y="${r1(y - 60 * s)}" width="${r1(80 * s)}" height="${r1(60 * s)}" fill="${color}"/>`;
  for (let i = 0; i < 5; i++) {
    const w = (150 - i * 24) * s;
    const ty = y - 60 * s - i * 34 * s;
    out += `<path d="M${r1(x - w / 2)} ${r1(ty)}L${r1(x + w / 2)} ${r1(ty)}L${r1(x + w / 2 - 18 * s)} ${r1(ty - 22 * s)}L${r1(x - w / 2 + 18 * s)} ${r1(ty - 22 * s)}Z" fill="${color}"/>`;
  }
  return out;
}

function eiffel(x, y, h, color) {
  const w = h * 0.36;
  return `<g fill="${color}"><path d="M${r1(x - w / 2)} ${y}Q${r1(x - w * 0.12)} ${r1(y - h * 0.45)} ${r1(x - w * 0.04)} ${r1(y - h * 0.94)}L${r1(x + w * 0.04)} ${r1(y - h * 0.94)}Q${r1(x + w * 0.12)} ${r1(y - h * 0.45)} ${r1(x + w / 2)} ${y}L${r1(x + w * 0.3)} ${y}Q${r1(x)} ${r1(y - h * 0.24)} ${r1(x - w * 0.3)} ${y}Z"/><rect x="${r1(x - w * 0.34)} " y="${r1(y - h * 0.3)}" width="${r1(w * 0.68)}" height="${r1(h * 0.035)}"/><rect x="${r1(x - w * 0.2)}" y="${r1(y - h * 0.58)}" width="${r1(w * 0.4)}" height="${r1(h * 0.03)}"/><rect x="${r1(x - 2)}" y="${r1(y - h)}" width="4" height="${r1(h * 0.08)}"/></g>`;
}

function skyline(rand, { y, count, minH, maxH, color, windows, windowColor = ACCENT[400] }) {
  let out = `<g fill="${color}">`;
  let lights = `<g fill="${windowColor}">`;
  let x = -20;
  while (x < W) {
    const w = 50 + rand() * 70 * (1600 / count / 60);
    const h = minH + rand() * (maxH - minH);
    out += `<rect x="${r1(x)}" y="${r1(y - h)}" width="${r1(w)}" height="${r1(h + 2)}"/>`;
    if (rand() > 0.7)
      out += `<path d="M${r1(x + w * 0.3)} ${r1(y - h)}L${r1(x + w / 2)} ${r1(y - h - 40)}L${r1(x + w * 0.7)} ${r1(y - h)}Z"/>`;
    if (windows) {
      for (let wy = y - h + 16; wy < y - 16; wy += 26)
        for (let wx = x + 10; wx < x + w - 14; wx += 18)
          if (rand() > 0.9) lights += `<rect x="${r1(wx)}" y="${r1(wy)}" width="7" height="11"/>`;
    }
    x += w + 4 + rand() * 8;
  }
  return `${out}</g>${windows ? `${lights}</g>` : ""}`;
}

function cycladicVillage(rand, x0, x1, yBase, domeColor) {
  let out = "";
  for (let x = x0; x < x1;) {
    const w = 60 + rand() * 70;
    const h = 40 + rand() * 60;
    const y = yBase + (rand() - 0.5) * 60 + (x - x0) * 0.12;
    out += `<rect x="${r1(x)}" y="${r1(y - h)}" width="${r1(w)}" height="${r1(h + 40)}" fill="#fbfbf7"/><rect x="${r1(x + w * 0.35)}" y="${r1(y - h * 0.6)}" width="${r1(w * 0.18)}" height="${r1(h * 0.35)}" fill="${BRAND[700]}" opacity="0.7"/>`;
    if (rand() > 0.65)
      out += `<path d="M${r1(x + w * 0.15)} ${r1(y - h)}A${r1(w * 0.35)} ${r1(w * 0.35)} 0 0 1 ${r1(x + w * 0.85)} ${r1(y - h)}Z" fill="${domeColor}"/>`;
    x += w + rand() * 10;
  }
  return out;
}

function minaret(x, y, h, color) {
  const w = h * 0.2;
  return `<g fill="${color}"><rect x="${r1(x - w / 2)}" y="${r1(y - h)}" width="${r1(w)}" height="${h}"/><rect x="${r1(x - w * 0.32)}" y="${r1(y - h * 1.18)}" width="${r1(w * 0.64)}" height="${r1(h * 0.2)}"/><circle cx="${x}" cy="${r1(y - h * 1.24)}" r="${r1(w * 0.1)}"/><rect x="${r1(x - 2)}" y="${r1(y - h * 1.34)}" width="4" height="${r1(h * 0.1)}"/></g>`;
}

function dunes(rand, y, colors) {
  return colors
    .map((fill, i) => {
      const by = y + i * 90;
      return `<path d="M0 ${H}L0 ${r1(by + rand() * 40)}C${r1(300 + rand() * 200)} ${r1(by - 90)} ${r1(700 + rand() * 200)} ${r1(by + 80)} ${r1(1100 + rand() * 100)} ${r1(by - 20)}S${W} ${r1(by - 70)} ${W} ${r1(by - 30)}L${W} ${H}Z" fill="${fill}"/>`;
    })
    .join("");
}

function camel(x, y, s, color) {
  return `<path fill="${color}" d="M${x} ${y}l${5 * s} ${-38 * s}q${-10 * s} ${-12 * s} ${-6 * s} ${-22 * s}q${14 * s} ${-30 * s} ${34 * s} ${-6 * s}q${16 * s} ${-26 * s} ${36 * s} ${2 * s}q${10 * s} ${-20 * s} ${20 * s} ${-30 * s}q${10 * s} ${-6 * s} ${16 * s} ${2 * s}l${-4 * s} ${8 * s}q${-10 * s} ${8 * s} ${-12 * s} ${30 * s}q${-4 * s} ${10 * s} ${-14 * s} ${14 * s}l${2 * s} ${40 * s}h${-6 * s}l${-4 * s} ${-34 * s}h${-30 * s}l${-4 * s} ${34 * s}h${-6 * s}l${-2 * s} ${-34 * s}q${-10 * s} 0 ${-14 * s} ${6 * s}l${-2 * s} ${30 * s}z"/>`;
}

function tent(x, y, s, color, glow) {
  return `<path d="M${x} ${y}L${r1(x + 70 * s)} ${r1(y - 80 * s)}L${r1(x + 140 * s)} ${y}Z" fill="${color}"/><path d="M${r1(x + 55 * s)} ${y}L${r1(x + 70 * s)} ${r1(y - 40 * s)}L${r1(x + 85 * s)} ${y}Z" fill="${glow}"/>`;
}

function sailboat(x, y, s, hull, sail) {
  return `<path d="M${r1(x - 90 * s)} ${y}L${r1(x + 90 * s)} ${y}L${r1(x + 60 * s)} ${r1(y + 30 * s)}L${r1(x - 64 * s)} ${r1(y + 30 * s)}Z" fill="${hull}"/><rect x="${r1(x - 3 * s)}" y="${r1(y - 190 * s)}" width="${r1(6 * s)}" height="${r1(190 * s)}" fill="${hull}"/><path d="M${r1(x + 6 * s)} ${r1(y - 180 * s)}L${r1(x + 6 * s)} ${r1(y - 12 * s)}L${r1(x + 100 * s)} ${r1(y - 12 * s)}Z" fill="${sail}"/><path d="M${r1(x - 6 * s)} ${r1(y - 150 * s)}L${r1(x - 6 * s)} ${r1(y - 12 * s)}L${r1(x - 80 * s)} ${r1(y - 12 * s)}Z" fill="${sail}" opacity="0.85"/>`;
}

function chateau(x, y, s, wall, roof) {
  let out = `<rect x="${x}" y="${r1(y - 120 * s)}" width="${r1(300 * s)}" height="${r1(120 * s)}" fill="${wall}"/>`;
  for (const tx of [0, 120, 260]) {
    out += `<rect x="${r1(x + tx * s - 10 * s)}" y="${r1(y - 190 * s)}" width="${r1(60 * s)}" height="${r1(190 * s)}" fill="${wall}"/><path d="M${r1(x + tx * s - 16 * s)} ${r1(y - 190 * s)}L${r1(x + tx * s + 20 * s)} ${r1(y - 270 * s)}L${r1(x + tx * s + 56 * s)} ${r1(y - 190 * s)}Z" fill="${roof}"/>`;
  }
  for (let wx = 40; wx < 280; wx += 46)
    out += `<rect x="${r1(x + wx * s)}" y="${r1(y - 90 * s)}" width="${r1(14 * s)}" height="${r1(26 * s)}" fill="${BRAND[800]}" opacity="0.6"/>`;
  return out;
}

function tree(x, y, s, color) {
  return `<rect x="${r1(x - 4 * s)}" y="${r1(y - 40 * s)}" width="${r1(8 * s)}" height="${r1(40 * s)}" fill="${color}"/><ellipse cx="${x}" cy="${r1(y - 62 * s)}" rx="${r1(34 * s)}" ry="${r1(40 * s)}" fill="${color}"/>`;
}

/** The cedar of Lebanon, in tiers. */
function cedar(x, y, s, color) {
  let out = `<rect x="${r1(x - 8 * s)}" y="${r1(y - 80 * s)}" width="${r1(16 * s)}" height="${r1(80 * s)}" fill="${color}"/>`;
  for (let i = 0; i < 4; i++) {
    const w = (300 - i * 60) * s;
    const ty = y - 60 * s - i * 55 * s;
    out += `<path d="M${r1(x - w / 2)} ${r1(ty)}Q${x} ${r1(ty - 70 * s)} ${r1(x + w / 2)} ${r1(ty)}Q${x} ${r1(ty - 18 * s)} ${r1(x - w / 2)} ${r1(ty)}Z" fill="${color}"/>`;
  }
  return out;
}

function plane(x, y, s, color) {
  return `<g transform="translate(${x} ${y}) rotate(-14) scale(${s})" fill="${color}"><path d="M-90 0Q-90 -10 -70 -10L70 -10Q100 -10 110 0Q100 10 70 10L-70 10Q-90 10 -90 0Z"/><path d="M-10 -8L-50 -70L-30 -70L30 -8Z"/><path d="M-10 8L-50 70L-30 70L30 8Z"/><path d="M-80 -6L-100 -40L-86 -40L-60 -6Z"/></g>`;
}

function bridge(y, color) {
  let cables = "";
  for (let i = 0; i <= 12; i++) {
    const x = 260 + i * 40;
    cables += `<line x1="${x}" y1="${y - 20}" x2="${x < 500 ? 300 : 740}" y2="${y - 220}"/>`;
  }
  return `<g fill="${color}"><rect x="0" y="${y - 20}" width="${W}" height="16"/><rect x="290" y="${y - 240}" width="22" height="300"/><rect x="728" y="${y - 240}" width="22" height="300"/></g><g stroke="${color}" stroke-width="2" opacity="0.7">${cables}</g>`;
}

const SCENES = {
  "destinations/bali": (rand) =>
    sky("#ffd89b", "#fef6e4") +
    sun(1180, 260, 90, "#fff3c4", 0.35) +
    ridge(rand, { y: 430, amp: 60, fill: "#6aa58a", opacity: 0.7 }) +
    meru(420, 560, 1.1, "#3d2b1f") +
    terraces(rand, 520, ["#6fb35a", "#579c48", "#3f8a3e", "#2f7335"]) +
    palm(1320, 900, 380, "#1f4d2e", -1) +
    palm(1440, 900, 300, "#1f4d2e", 1),
  "destinations/paris": (rand) =>
    sky("#f7c9a9", "#fde8d7", [[0.55, "#fbd7c0"]]) +
    sun(520, 330, 70, "#fff1dc", 0.3) +
    cloud(1250, 200, 1.3, "#fff", 0.6) +
    skyline(rand, { y: 760, count: 40, minH: 60, maxH: 150, color: "#b98a8a", windows: false }) +
    eiffel(900, 780, 560, BRAND[900]) +
    skyline(rand, { y: 900, count: 30, minH: 110, maxH: 200, color: "#6d4c5c", windows: false }) +
    `<rect y="820" width="${W}" height="80" fill="${BRAND[800]}"/>`,
  "destinations/santorini": (rand) =>
    sky("#7cc4e4", "#e3f4fb") +
    sun(1300, 220, 60, "#fffbe8", 0.3) +
    sea(560, "#1f7fb8", BRAND[800], rand, 14) +
    `<path d="M0 900L0 420Q300 380 560 470Q700 520 760 620L820 900Z" fill="#8b5e4a"/>` +
    cycladicVillage(rand, 10, 700, 470, "#1d5fa8") +
    sailboat(1150, 700, 0.6, BRAND[900], "#fff"),
  "destinations/machu-picchu": (rand) =>
    sky("#9fd2e8", "#e8f5ef") +
    cloud(300, 200, 1.4) +
    cloud(1250, 160, 1) +
    ridge(rand, { y: 380, amp: 120, steps: 9, fill: "#7fa59a", sharp: true, opacity: 0.8 }) +
    `<path d="M980 900L1080 420Q1150 230 1230 300L1380 900Z" fill="#2f6b45"/>` +
    ridge(rand, { y: 620, amp: 40, fill: "#4f8f52" }) +
    terraces(rand, 700, ["#6c9d55", "#5a8b48", "#4a7a3d"]) +
    `<g fill="#9b8f7e">${[0, 1, 2, 3, 4].map((i) => `<rect x="${540 + i * 70}" y="${600 - (i % 2) * 20}" width="54" height="${60 + (i % 2) * 20}"/>`).join("")}</g>` +
    cloud(900, 520, 1.2, "#fff", 0.7),
  "destinations/marrakech": (rand) =>
    sky("#f39c5a", "#ffe1b0") +
    sun(1150, 420, 110, "#ffefc4", 0.3) +
    ridge(rand, { y: 520, amp: 70, fill: "#c9826a", opacity: 0.6 }) +
    `<rect x="0" y="600" width="${W}" height="300" fill="#b5563a"/>` +
    minaret(520, 640, 330, "#8e3b24") +
    `<g fill="#a14a30">${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="${i * 240 - 40}" y="${640 - (i % 3) * 30}" width="210" height="300"/>`).join("")}</g>` +
    palm(160, 900, 360, "#3c3a1e", 1) +
    palm(1420, 900, 420, "#3c3a1e", -1),
  "destinations/new-york": (rand) =>
    sky(BRAND[900], "#3b5b87", [[0.6, "#23436a"]]) +
    stars(rand, 60, 420) +
    `<circle cx="1300" cy="170" r="50" fill="#f3f0dc"/>` +
    skyline(rand, { y: 760, count: 26, minH: 180, maxH: 420, color: "#1d3553", windows: true }) +
    skyline(rand, { y: 900, count: 20, minH: 120, maxH: 360, color: "#0f2236", windows: true }) +
    `<rect y="840" width="${W}" height="60" fill="#0a1826"/>`,

  "tours/bali-island-escape": (rand) =>
    sky("#5fc3d8", "#e8f8f4") +
    sun(1280, 200, 70, "#fffbe0", 0.35) +
    cloud(420, 180, 1.2) +
    sea(470, "#2ab0b8", "#137a8f", rand, 16) +
    `<path d="M0 900L0 700Q500 600 1000 720Q1300 790 1600 760L1600 900Z" fill="#f3ddb0"/>` +
    palm(260, 860, 420, "#1f4d2e", 1) +
    palm(400, 880, 320, "#235a35", 1) +
    palm(1360, 900, 380, "#1f4d2e", -1),
  "tours/santorini-sunset-sailing": (rand) =>
    sky("#ff9a6b", "#ffd59e", [[0.5, "#ffb27c"]]) +
    sun(800, 470, 100, "#fff0c8", 0.35) +
    sea(480, "#e07a5f", "#3d405b", rand, 18, "#ffe3c2") +
    `<path d="M1100 480Q1300 380 1600 400L1600 480Z" fill="#5b3a44"/>` +
    cycladicVillage(rand, 1180, 1600, 420, "#2f4f8f") +
    sailboat(520, 720, 1.1, "#2b1d2a", "#fff5e6"),
  "tours/inca-trail-adventure": (rand) =>
    sky("#b6dcef", "#f2f7ee") +
    cloud(1200, 180, 1.3) +
    ridge(rand, { y: 320, amp: 150, steps: 8, fill: "#9bb6c2", sharp: true, opacity: 0.9 }) +
    `<path d="M400 300L470 260L540 330Z" fill="#fff"/>` +
    ridge(rand, { y: 520, amp: 90, steps: 10, fill: "#5e8f5a", sharp: true }) +
    ridge(rand, { y: 720, amp: 50, fill: "#3f7040" }) +
    `<path d="M760 900Q700 820 860 780T820 660T900 560" stroke="#e6cf9f" stroke-width="18" fill="none" stroke-linecap="round"/>` +
    `<g fill="${BRAND[900]}"><circle cx="880" cy="600" r="9"/><rect x="873" y="610" width="14" height="30" rx="4"/></g>`,
  "tours/marrakech-and-sahara-nights": (rand) =>
    sky("#14213d", "#4a4e7a", [[0.7, "#2d3561"]]) +
    stars(rand, 120, 520) +
    `<circle cx="1250" cy="180" r="46" fill="#fdf4d7"/><circle cx="1270" cy="168" r="42" fill="#1d2a4d"/>` +
    dunes(rand, 560, ["#9c6b4e", "#b9794f", "#d29a64"]) +
    tent(620, 740, 1.2, "#5a2f22", ACCENT[400]) +
    tent(820, 760, 0.9, "#6b3a28", ACCENT[500]) +
    camel(330, 720, 1.3, "#2d1e1a") +
    camel(450, 730, 1.1, "#2d1e1a"),
  "tours/paris-and-the-loire-valley": (rand) =>
    sky("#a9d6f0", "#f4faf6") +
    cloud(320, 170, 1.1) +
    cloud(1300, 230, 1.4) +
    ridge(rand, { y: 520, amp: 40, fill: "#92b98a" }) +
    chateau(560, 640, 1.4, "#f1ead9", "#4a5a78") +
    ridge(rand, { y: 660, amp: 20, fill: "#6e9e5e" }) +
    `<path d="M0 780Q500 720 900 800T1600 770L1600 900L0 900Z" fill="#4f97b8"/>` +
    [120, 230, 1150, 1260, 1390].map((x, i) => tree(x, 700 + (i % 2) * 14, 1.2, "#2f6b3b")).join(""),
  "tours/new-york-city-break": (rand) =>
    sky("#ffb48a", "#ffe5cf", [[0.5, "#ffc7a3"]]) +
    sun(1320, 380, 80, "#fff0d8", 0.3) +
    skyline(rand, { y: 640, count: 30, minH: 150, maxH: 380, color: "#7a5a6e", windows: false }) +
    sea(640, "#6d7fa3", "#2c3e5c", rand, 14) +
    bridge(660, "#2a2a3c"),

  hero: (rand) =>
    sky(BRAND[800], "#f7c48b", [
      [0.45, BRAND[600]],
      [0.8, "#e8b48a"],
    ]) +
    sun(1180, 560, 120, "#ffe2a8", 0.3) +
    ridge(rand, { y: 560, amp: 90, steps: 9, fill: "#5d7f8a", opacity: 0.8 }) +
    ridge(rand, { y: 680, amp: 50, fill: "#2f5a64" }) +
    `<path d="M0 900L0 780Q400 730 800 790T1600 760L1600 900Z" fill="${BRAND[900]}"/>` +
    cedar(340, 860, 1.2, "#0a2a2f") +
    `<path d="M100 420Q600 200 1120 260" stroke="#fff" stroke-width="4" stroke-dasharray="2 14" stroke-linecap="round" fill="none" opacity="0.7"/>` +
    plane(1180, 250, 0.9, "#fff"),
  about: (rand) =>
    sky("#d5e9ee", "#eef6f8") +
    `<circle cx="800" cy="470" r="300" fill="${BRAND[600]}"/>` +
    `<g fill="#7fc3a5" opacity="0.9"><path d="M620 330Q700 250 800 300Q860 360 780 420Q700 440 650 400Z"/><path d="M850 480Q960 430 1020 520Q1000 640 900 660Q840 600 850 480Z"/><path d="M560 520Q620 500 660 560Q640 640 590 650Q540 600 560 520Z"/></g>` +
    `<g fill="none" stroke="${ACCENT[500]}" stroke-width="5" stroke-linecap="round" stroke-dasharray="3 16"><path d="M700 360Q520 140 300 220"/><path d="M720 380Q1000 120 1300 240"/><path d="M760 400Q1100 600 1350 640"/></g>` +
    [
      [300, 220],
      [1300, 240],
      [1350, 640],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="16" fill="${ACCENT[500]}"/>`)
      .join("") +
    `<circle cx="720" cy="385" r="18" fill="#fff"/>` +
    ridge(rand, { y: 820, amp: 20, fill: BRAND[700] }),
};

// ---------------------------------------------------------------- people

const SKIN = ["#f1c7a5", "#d9a27c", "#b27a55", "#8a5a3c", "#e6b592", "#c68c66", "#f5d3b8"];
const HAIR = ["#2b1d16", "#4a3020", "#1a1a1a", "#7a4b2a", "#b8b0a8", "#3a2618", "#5b3a29"];

function portrait(rand, { size, background, skin, hair, shirt, hairStyle, title }) {
  const c = size / 2;
  const s = size / 400;
  const t = (v) => r1(v * s);
  let hairBack = "";
  let hairFront;
  if (hairStyle === "long") {
    hairBack = `<path d="M${t(118)} ${t(190)}Q${t(110)} ${t(80)} ${t(200)} ${t(78)}Q${t(290)} ${t(80)} ${t(282)} ${t(190)}L${t(296)} ${t(320)}L${t(104)} ${t(320)}Z" fill="${hair}"/>`;
    hairFront = `<path d="M${t(130)} ${t(170)}Q${t(150)} ${t(92)} ${t(200)} ${t(92)}Q${t(262)} ${t(92)} ${t(272)} ${t(170)}Q${t(230)} ${t(150)} ${t(200)} ${t(118)}Q${t(170)} ${t(152)} ${t(130)} ${t(170)}Z" fill="${hair}"/>`;
  } else if (hairStyle === "short") {
    hairFront = `<path d="M${t(128)} ${t(176)}Q${t(122)} ${t(88)} ${t(204)} ${t(86)}Q${t(282)} ${t(90)} ${t(272)} ${t(176)}Q${t(262)} ${t(128)} ${t(200)} ${t(124)}Q${t(146)} ${t(126)} ${t(128)} ${t(176)}Z" fill="${hair}"/>`;
  } else if (hairStyle === "bun") {
    hairBack = `<circle cx="${t(200)}" cy="${t(78)}" r="${t(36)}" fill="${hair}"/>`;
    hairFront = `<path d="M${t(130)} ${t(170)}Q${t(136)} ${t(96)} ${t(200)} ${t(96)}Q${t(264)} ${t(96)} ${t(270)} ${t(170)}Q${t(236)} ${t(128)} ${t(200)} ${t(126)}Q${t(162)} ${t(128)} ${t(130)} ${t(170)}Z" fill="${hair}"/>`;
  } else {
    hairFront = `<path d="M${t(132)} ${t(150)}Q${t(160)} ${t(104)} ${t(200)} ${t(104)}Q${t(240)} ${t(104)} ${t(268)} ${t(150)}Q${t(236)} ${t(126)} ${t(200)} ${t(126)}Q${t(164)} ${t(126)} ${t(132)} ${t(150)}Z" fill="${hair}" opacity="0.9"/>`;
  }
  const beard = rand() > 0.6 && hairStyle !== "long" && hairStyle !== "bun";
  return svg(
    `<rect width="${size}" height="${size}" fill="${background}"/>` +
      `<circle cx="${t(330)}" cy="${t(70)}" r="${t(90)}" fill="#fff" opacity="0.18"/>` +
      hairBack +
      `<path d="M${t(60)} ${size}Q${t(70)} ${t(300)} ${c} ${t(290)}Q${t(330)} ${t(300)} ${t(340)} ${size}Z" fill="${shirt}"/>` +
      `<rect x="${t(176)}" y="${t(230)}" width="${t(48)}" height="${t(70)}" rx="${t(20)}" fill="${skin}"/>` +
      `<path d="M${t(176)} ${t(290)}L${c} ${t(330)}L${t(224)} ${t(290)}Z" fill="#fff" opacity="0.85"/>` +
      `<ellipse cx="${c}" cy="${t(180)}" rx="${t(70)}" ry="${t(84)}" fill="${skin}"/>` +
      (beard
        ? `<path d="M${t(134)} ${t(190)}Q${t(140)} ${t(270)} ${c} ${t(266)}Q${t(260)} ${t(270)} ${t(266)} ${t(190)}Q${t(240)} ${t(236)} ${c} ${t(234)}Q${t(160)} ${t(236)} ${t(134)} ${t(190)}Z" fill="${hair}" opacity="0.85"/>`
        : "") +
      hairFront +
      `<g fill="#2b2220"><circle cx="${t(174)}" cy="${t(184)}" r="${t(6)}"/><circle cx="${t(226)}" cy="${t(184)}" r="${t(6)}"/></g>` +
      `<path d="M${t(180)} ${t(222)}Q${c} ${t(238)} ${t(220)} ${t(222)}" stroke="#7a3b2e" stroke-width="${t(5)}" fill="none" stroke-linecap="round"/>`,
    { width: size, height: size, title },
  );
}

const PEOPLE = {
  "team/rami-haddad": { hairStyle: "short", background: BRAND[100], shirt: BRAND[700], title: "Illustrated portrait of Rami Haddad" },
  "team/nadine-khoury": { hairStyle: "long", background: "#fde7c7", shirt: "#8e3b46", title: "Illustrated portrait of Nadine Khoury" },
  "team/joseph-aoun": { hairStyle: "bald", background: "#e3ecd9", shirt: "#34495e", title: "Illustrated portrait of Joseph Aoun" },
  "team/maya-saleh": { hairStyle: "bun", background: "#e8e2f4", shirt: ACCENT[700], title: "Illustrated portrait of Maya Saleh" },
  "testimonials/layla-mansour": {
    hairStyle: "long",
    background: "#fde7c7",
    shirt: BRAND[600],
    title: "Illustrated avatar of Layla Mansour",
  },
  "testimonials/karim-fares": { hairStyle: "short", background: BRAND[100], shirt: "#5b4b8a", title: "Illustrated avatar of Karim Fares" },
  "testimonials/aminata-kone": { hairStyle: "bun", background: "#e3ecd9", shirt: "#b5563a", title: "Illustrated avatar of Aminata Koné" },
};

// ---------------------------------------------------------------- write

function placeholder() {
  return svg(
    `<rect width="${W}" height="${H}" fill="#eef1f4"/>` +
      `<g fill="none" stroke="#9aa4b1" stroke-width="14" stroke-linejoin="round" stroke-linecap="round"><rect x="650" y="320" width="300" height="240" rx="24"/><path d="M670 530L760 440L830 500L870 460L930 520"/></g>` +
      `<circle cx="870" cy="395" r="26" fill="#9aa4b1"/>`,
    { title: "Picture not available" },
  );
}

function favicon() {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="14" fill="${BRAND[700]}"/>` +
    `<g fill="#fff"><rect x="30" y="44" width="4" height="10"/><path d="M14 44Q32 34 50 44Q32 40 14 44Z"/><path d="M18 36Q32 26 46 36Q32 32 18 36Z"/><path d="M22 28Q32 18 42 28Q32 24 22 28Z"/><path d="M26 20Q32 10 38 20Q32 17 26 20Z"/></g>` +
    `<path d="M40 14Q50 10 56 14Q48 16 44 20Z" fill="${ACCENT[400]}"/>` +
    `</svg>\n`
  );
}

function write(relative, content) {
  const file = path.join(OUT, `${relative}.svg`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  return [relative, Buffer.byteLength(content)];
}

const TITLES = {
  "destinations/bali": "Bali: a temple above green rice terraces and palm trees",
  "destinations/paris": "Paris: the Eiffel Tower over rooftops at dusk",
  "destinations/santorini": "Santorini: white houses with blue domes above the sea",
  "destinations/machu-picchu": "Machu Picchu: stone ruins below green Andean peaks",
  "destinations/marrakech": "Marrakech: a minaret and palm trees at sunset",
  "destinations/new-york": "New York: the lit skyline under a night sky",
  "tours/bali-island-escape": "A palm-lined beach on a turquoise sea",
  "tours/santorini-sunset-sailing": "A sailing boat at sunset off Santorini",
  "tours/inca-trail-adventure": "A hiker on a winding trail in the Andes",
  "tours/marrakech-and-sahara-nights": "Camels and tents in the desert under the stars",
  "tours/paris-and-the-loire-valley": "A Loire Valley château by the river",
  "tours/new-york-city-break": "A bridge in front of the New York skyline",
  hero: "A plane flying over a cedar tree and mountains at dawn",
  about: "A globe with flight routes from Lebanon",
};

const written = [];
let seed = 20100;
for (const [name, draw] of Object.entries(SCENES)) written.push(write(name, svg(draw(random(seed++)), { title: TITLES[name] })));
let person = 0;
for (const [name, look] of Object.entries(PEOPLE)) {
  const rand = random(7000 + person);
  const size = name.startsWith("team/") ? 400 : 160;
  written.push(write(name, portrait(rand, { size, skin: SKIN[person % SKIN.length], hair: HAIR[person % HAIR.length], ...look })));
  person++;
}
written.push(write("placeholder", placeholder()));
writeFileSync(path.join(ROOT, "public", "favicon.svg"), favicon());

for (const [name, bytes] of written) console.log(`${String(bytes).padStart(6)}  public/images/${name}.svg`);
