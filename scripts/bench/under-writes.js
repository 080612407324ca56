// Issue #24: the home page's throughput while an admin saves a tour every second, beside the
// same load with no save. Each save is what staff do: open the tour's edit form, change its
// description, post the form as the browser would (every field as the page rendered it).
import { signIn } from "./full-tour.js";
import { loadTest } from "./load.js";

const SAVE_INTERVAL_MS = 1000;

const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const decode = (text) =>
  text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, entity) => {
    if (entity[0] !== "#") return ENTITIES[entity.toLowerCase()] ?? whole;
    return String.fromCodePoint(entity[1] === "x" || entity[1] === "X" ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1)));
  });
const attribute = (tag, name) => {
  const match = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag);
  return match ? decode(match[1]) : undefined;
};
const has = (tag, name) => new RegExp(`\\s${name}(=|\\s|/?>)`, "i").test(tag);

/** The fields a browser posts from a server-rendered form, in document order. */
export function formFields(form) {
  const fields = [];
  const controls = /<input\b[^>]*>|<textarea\b([^>]*)>([\s\S]*?)<\/textarea>|<select\b([^>]*)>([\s\S]*?)<\/select>/gi;
  for (const match of form.matchAll(controls)) {
    const tag = match[0].slice(0, match[0].indexOf(">") + 1);
    const name = attribute(tag, "name");
    if (!name || has(tag, "disabled")) continue;
    if (match[0].toLowerCase().startsWith("<input")) {
      const type = (attribute(tag, "type") ?? "text").toLowerCase();
      if (["submit", "button", "image", "reset", "file"].includes(type)) continue;
      if ((type === "checkbox" || type === "radio") && !has(tag, "checked")) continue;
      fields.push([name, attribute(tag, "value") ?? (type === "checkbox" || type === "radio" ? "on" : "")]);
    } else if (match[1] !== undefined) {
      fields.push([name, decode(match[2]).replace(/^\n/, "")]);
    } else {
      const options = [...match[4].matchAll(/<option\b[^>]*>([\s\S]*?)<\/option>/gi)];
      const chosen = options.find((option) => has(option[0].slice(0, option[0].indexOf(">") + 1), "selected")) ?? options[0];
      if (chosen) fields.push([name, attribute(chosen[0].slice(0, chosen[0].indexOf(">") + 1), "value") ?? decode(chosen[1])]);
    }
  }
  return fields;
}

/** One save of the tour's edit form with a changed description; throws unless the site accepts it. */
async function saveTour(url, cookie, tourId, mark) {
  const screen = `${url}/admin/tours/edit/${tourId}`;
  const html = await (await fetch(screen, { headers: { Cookie: cookie } })).text();
  // The tour's own form (the page has others: publish, photos, sign out).
  const form = html
    .split(/(?=<form\b)/i)
    .map((part) => part.slice(0, part.indexOf("</form>")))
    .find((part) => part.includes(`action="/admin/tours/edit/${tourId}"`) && part.includes('name="description"'));
  if (!form) throw new Error(`no edit form on ${screen}`);
  const fields = formFields(form).map(([name, value]) =>
    name === "description" ? [name, `${value.replace(/ \(saved \d+\)$/, "")} (saved ${mark})`] : [name, value],
  );
  if (!fields.some(([name]) => name === "description")) throw new Error(`no description field on ${screen}`);
  const response = await fetch(screen, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url, Cookie: cookie },
    body: new URLSearchParams(fields),
  });
  if (response.status !== 302) throw new Error(`saving ${tourId} answered ${response.status}`);
}

/** Requests per second over several runs (weighted by their length), the worst p99, the errors summed. */
function combined(runs, seconds) {
  return {
    tool: runs[0].tool,
    requestsPerSecond: runs.reduce((sum, run) => sum + run.requestsPerSecond * seconds, 0) / (seconds * runs.length),
    p50Ms: Math.max(...runs.map((run) => run.p50Ms ?? 0)),
    p99Ms: Math.max(...runs.map((run) => run.p99Ms ?? 0)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  };
}

/** Waits (ten seconds at most) until the page is answered from the cache again. */
async function keptAgain(pageUrl) {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
    const response = await fetch(pageUrl);
    await response.arrayBuffer();
    if (response.headers.get("x-cache") === "HIT") return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Quiet and under-writes slices taken in turn, so that other work on the machine weighs on both alike. */
const SLICES = 5;

/**
 * `/` under `load`, quiet and while an admin saves `tourId` every second through the real
 * server, in alternating slices of the same length. Checks first that a save shows on the tour's page.
 */
export async function measureUnderWrites(url, tourId, load) {
  const cookie = await signIn(url);
  await saveTour(url, cookie, tourId, 0);
  const page = await (await fetch(`${url}/tours/${tourId}`)).text();
  if (!page.includes("(saved 0)")) throw new Error(`the saved description does not show on /tours/${tourId}`);
  const home = `${url}/`;
  await loadTest(home, { ...load, seconds: Math.min(3, load.seconds) }); // warm, not counted
  const slice = { ...load, seconds: Math.max(1, Math.round(load.seconds / SLICES)) };
  const quietRuns = [];
  const underRuns = [];
  const saves = { done: 0, failed: [] };
  for (let index = 0; index < SLICES; index++) {
    quietRuns.push(await loadTest(home, slice));
    let running = true;
    const saver = (async () => {
      while (running) {
        const started = Date.now();
        try {
          await saveTour(url, cookie, tourId, saves.done + 1);
          saves.done++;
        } catch (error) {
          saves.failed.push(error instanceof Error ? error.message : String(error));
        }
        const wait = Math.max(0, SAVE_INTERVAL_MS - (Date.now() - started));
        for (const until = Date.now() + wait; running && Date.now() < until;) await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    try {
      underRuns.push(await loadTest(home, slice));
    } finally {
      running = false;
      await saver;
    }
    // The last save's drop belongs to this slice, not to the next quiet one.
    await keptAgain(home);
  }
  const quiet = combined(quietRuns, slice.seconds);
  const underWrites = combined(underRuns, slice.seconds);
  return {
    tourId,
    quiet,
    underWrites,
    slices: {
      seconds: slice.seconds,
      quiet: quietRuns.map((run) => Math.round(run.requestsPerSecond)),
      underWrites: underRuns.map((run) => Math.round(run.requestsPerSecond)),
    },
    saves: saves.done,
    failedSaves: saves.failed.slice(0, 5),
    ratio: quiet.requestsPerSecond ? underWrites.requestsPerSecond / quiet.requestsPerSecond : 0,
  };
}
