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

/**
 * `/` under `load` twice: quiet, then while an admin saves `tourId` every second through the
 * real server. Checks first that a save shows on the tour's page.
 */
export async function measureUnderWrites(url, tourId, load) {
  const cookie = await signIn(url);
  await saveTour(url, cookie, tourId, 0);
  const page = await (await fetch(`${url}/tours/${tourId}`)).text();
  if (!page.includes("(saved 0)")) throw new Error(`the saved description does not show on /tours/${tourId}`);
  const home = `${url}/`;
  await loadTest(home, { ...load, seconds: Math.min(3, load.seconds) }); // warm, not counted
  const quiet = await loadTest(home, load);
  let running = true;
  const saves = { done: 0, failed: [] };
  const saver = (async () => {
    while (running) {
      const started = Date.now();
      try {
        await saveTour(url, cookie, tourId, saves.done + 1);
        saves.done++;
      } catch (error) {
        saves.failed.push(error instanceof Error ? error.message : String(error));
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, SAVE_INTERVAL_MS - (Date.now() - started))));
    }
  })();
  let underWrites;
  try {
    underWrites = await loadTest(home, load);
  } finally {
    running = false;
    await saver;
  }
  return {
    tourId,
    quiet,
    underWrites,
    saves: saves.done,
    failedSaves: saves.failed.slice(0, 5),
    ratio: quiet.requestsPerSecond ? underWrites.requestsPerSecond / quiet.requestsPerSecond : 0,
  };
}
